import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type RefObject, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { type Location, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { DialogsHost } from '@/components/dialogs-host';
import { PageLoader } from '@/components/page-loader';
import { useSetSecPasswordPrompt } from '@/features/auth';
import { useMemberInfo } from '@/features/member';
import { NewsPopupHost } from '@/features/news/components/news-popup-host';
import { useToken } from '@/lib/session';
import classes from './app-shell.module.css';
import { DeferredMessageDialog } from './deferred-message-dialog';
import { Header } from './header';
import { useCloseMemberDialogs } from './use-close-member-dialogs';

const loadSidebar = () => import('./sidebar');
const Sidebar = lazy(() => loadSidebar().then((m) => ({ default: m.Sidebar })));

const DESKTOP_QUERY = '(min-width: 62em)';

/**
 * Where a page was left is kept by history entry (React Router's key), but the first entry of
 * every full load has the same key, "default": a page typed in or opened from a bookmark took
 * the place the previous full load was left at. That entry is kept by its address instead (a
 * reload still returns to its place).
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

/**
 * The class that react-remove-scroll-bar (used by Mantine's modals and drawers) pads on the right
 * while a dialog hides the page's scroll bar, so that the fixed header and sidebar stay put.
 */
const SCROLL_BAR_OFFSET = 'right-scroll-bar-position';

/**
 * Marks `root` as resizing (no sliding then) from its first paint for 200 ms and while the window
 * is being resized. Set on the element itself, not as state: a state change re-rendered the whole
 * shell, page included, 200 ms into every first load.
 */
function useResizingMark(root: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = (resizing: boolean) => {
      if (resizing) element.dataset.resizing = 'true';
      else delete element.dataset.resizing;
    };
    mark(true);
    let timer = window.setTimeout(() => mark(false), 200);
    const onResize = () => {
      mark(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => mark(false), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [root]);
}

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
  const root = useRef<HTMLDivElement>(null);
  useResizingMark(root);

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
  useSetSecPasswordPrompt(mustSetSecPassword);
  useCloseMemberDialogs(token !== null);

  // The frame is a plain layout of our own (app-shell.module.css), not Mantine's AppShell.
  return (
    <div
      ref={root}
      className={classes.root}
      data-aside-collapsed={sidebarOpened ? undefined : true}
    >
      <header className={`${classes.header} ${SCROLL_BAR_OFFSET}`}>
        <Header
          member={member}
          sidebarOpened={sidebarOpened}
          isDesktop={isDesktop}
          onToggleSidebar={() => setSidebarOpened((opened) => !opened)}
          onSidebarIntent={loadSidebar}
        />
      </header>
      <aside className={`${classes.aside} ${SCROLL_BAR_OFFSET}`}>
        {sidebarWanted && (
          <Suspense fallback={null}>
            <Sidebar member={member} />
          </Suspense>
        )}
      </aside>
      <main className={classes.main}>
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader visible />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <PageLoader visible={loading} />
      {/* The page scrolls the window: a new page starts at the top, Back returns where it was. */}
      <ScrollRestoration getKey={scrollKey} />
      <DeferredMessageDialog />
      <DialogsHost />
      <NewsPopupHost />
    </div>
  );
}
