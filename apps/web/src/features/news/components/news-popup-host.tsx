import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMemberInfo } from '@/features/member';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { useCurrentMessage } from '@/lib/messages';
import { useAnyDialogOpen } from '@/lib/modal-store';
import { useToken } from '@/lib/session';
import { useLatestNews } from '../api/latest-news';
import { hidePopupToday, readPopupDay, shouldShowPopup } from '../lib/popup-day';

// The popup, its carousel and texts load only once there is something to show (bundle budget).
const NewsPopup = lazy(async () => {
  const [module] = await Promise.all([import('./news-popup'), loadNamespaces(['news'])]);
  return { default: module.NewsPopup };
});

/** Pages where the popup does not interrupt: logging in and its recovery pages. */
const QUIET_PATHS = /^\/web\/sessions(\/|$)/;

/** Closed once: not again until the next full load of the app (whatever remounts the host). */
let closedThisLoad = false;

/**
 * Whether the popup may open now: one dialog at a time, required ones first. It waits while the
 * member's details are on their way (they may call for the security-password dialog) and while
 * any other dialog or message of the shell is open, and opens only after a render in which
 * nothing stood in its way was committed (a dialog counts itself open only once committed).
 */
function useNothingInTheWay(): boolean {
  const token = useToken();
  const memberPending = useMemberInfo().isPending && token !== null;
  const dialogOpen = useAnyDialogOpen();
  const messageOpen = useCurrentMessage() !== undefined;
  const free = !memberPending && !dialogOpen && !messageOpen;
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(free), [free]);
  return free && settled;
}

/**
 * The app shell's announcements (spec §2): on the /web pages, for visitors and members alike,
 * once per full load while announcements are in their window, unless hidden for today; never on
 * top of another dialog.
 */
export function NewsPopupHost() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(closedThisLoad);
  const onWeb = pathname.startsWith('/web') && !QUIET_PATHS.test(pathname);
  const wanted = onWeb && !closed && shouldShowPopup(1, readPopupDay());
  const latest = useLatestNews(i18n.language, wanted);
  const items = latest.data ?? [];
  const free = useNothingInTheWay();
  const opened = wanted && items.length > 0 && free;
  // Mounted from the first time it opens, so that it closes with its animation.
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  if (!mounted) return null;

  const onClose = (hideToday: boolean) => {
    if (hideToday) hidePopupToday();
    closedThisLoad = true;
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <NewsPopup items={items} opened={opened} onClose={onClose} />
    </Suspense>
  );
}
