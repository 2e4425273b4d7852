import { AppShell, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { LoginModal, SetSecPasswordPrompt } from '@/features/auth';
import { useMemberInfo } from '@/features/member';
import { UpgradePackageModal } from '@/features/packages';
import { EditProfileModal } from '@/features/profile';
import { RegisterModal } from '@/features/register';
import { ForgotPasswordModal, SecurityCenterModal } from '@/features/security';
import { WalletDialogsHost } from '@/features/wallet';
import { useToken } from '@/lib/session';
import { DeferredMessageDialog } from './deferred-message-dialog';
import { Header } from './header';

const loadSidebar = () => import('./sidebar');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));

const DESKTOP_QUERY = '(min-width: 62em)';

/** Spec §2 app shell: loading overlay, header, sidebar, routed view and the global dialogs. */
export function AppLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const [sidebarOpened, setSidebarOpened] = useState(isDesktop);
  // The sidebar's code loads when it is first opened (at once on a desktop, where it starts
  // open; on a phone, where it starts closed, when a finger or the pointer reaches the burger).
  const [sidebarWanted, setSidebarWanted] = useState(isDesktop);
  if (sidebarOpened && !sidebarWanted) setSidebarWanted(true);
  const token = useToken();
  const memberInfo = useMemberInfo();
  const member = token ? memberInfo.data : undefined;
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // On a phone the sidebar covers the page: close it once a link was followed.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (!isDesktop) setSidebarOpened(false);
  }

  const loading = (token !== null && memberInfo.isPending) || navigation.state === 'loading';
  const mustSetSecPassword =
    member !== undefined &&
    member.password2 === null &&
    pathname !== '/web/sessions/set_secpassword';

  return (
    <AppShell
      header={{ height: 60 }}
      aside={{
        width: 300,
        breakpoint: 'md',
        collapsed: { mobile: !sidebarOpened, desktop: !sidebarOpened },
      }}
      padding={{ base: 'sm', sm: 'md' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Header
          member={member}
          sidebarOpened={sidebarOpened}
          isDesktop={isDesktop}
          onToggleSidebar={() => setSidebarOpened((opened) => !opened)}
          onSidebarIntent={loadSidebar}
        />
      </AppShell.Header>
      <AppShell.Aside>
        {sidebarWanted && (
          <Suspense fallback={null}>
            <Sidebar member={member} />
          </Suspense>
        )}
      </AppShell.Aside>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader visible />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <PageLoader visible={loading} />
      <DeferredMessageDialog />
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <SecurityCenterModal />
      <EditProfileModal />
      <WalletDialogsHost />
      <UpgradePackageModal />
      <SetSecPasswordPrompt opened={mustSetSecPassword} />
    </AppShell>
  );
}
