import { AppShell, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { MessageDialog } from '@/components/message-dialog';
import { PageLoader } from '@/components/page-loader';
import { LoginModal, SetSecPasswordPrompt } from '@/features/auth';
import { useMemberInfo } from '@/features/member';
import { EditProfileModal } from '@/features/profile';
import { RegisterModal } from '@/features/register';
import { ForgotPasswordModal, SecurityCenterModal } from '@/features/security';
import { WalletDialogsHost } from '@/features/wallet';
import { useToken } from '@/lib/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

const DESKTOP_QUERY = '(min-width: 62em)';

/** Spec §2 app shell: loading overlay, header, sidebar, routed view and the global dialogs. */
export function AppLayout() {
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false, { getInitialValueInEffect: false });
  const [sidebarOpened, setSidebarOpened] = useState(isDesktop);
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
          onToggleSidebar={() => setSidebarOpened((opened) => !opened)}
        />
      </AppShell.Header>
      <AppShell.Aside>
        <Suspense fallback={null}>
          <Sidebar member={member} />
        </Suspense>
      </AppShell.Aside>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader visible />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <PageLoader visible={loading} />
      <MessageDialog />
      <LoginModal />
      <RegisterModal />
      <ForgotPasswordModal />
      <SecurityCenterModal />
      <EditProfileModal />
      <WalletDialogsHost />
      <SetSecPasswordPrompt opened={mustSetSecPassword} />
    </AppShell>
  );
}
