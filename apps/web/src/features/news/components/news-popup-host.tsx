import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMemberInfo } from '@/features/member';
import { defineDialog } from '@/lib/dialogs';
import { useTranslation } from '@/lib/i18n';
import { useCurrentMessage } from '@/lib/messages';
import { useToken } from '@/lib/session';
import { useLatestNews } from '../api/latest-news';
import { hidePopupToday, readPopupDay, shouldShowPopup } from '../lib/popup-day';

// The popup, its carousel and texts load only once there is something to show (bundle budget).
// It waits for its turn: one dialog at a time, required ones first.
const newsPopup = defineDialog({
  id: 'news-popup',
  load: () => import('./news-popup').then((m) => m.newsPopupDialog),
  namespaces: ['news'],
  wait: true,
});

/** Pages where the popup does not interrupt: logging in and its recovery pages. */
const QUIET_PATHS = /^\/web\/sessions(\/|$)/;

/** Closed once: not again until the next full load of the app (whatever remounts the host). */
let closedThisLoad = false;

/**
 * Whether the popup may ask for its turn: not while the member's details are on their way (they
 * may call for the security-password dialog) nor while a message of the shell is open. Among
 * the dialogs, it opens only once none is open or on its way (`wait`).
 */
function useNothingInTheWay(): boolean {
  const token = useToken();
  const memberPending = useMemberInfo().isPending && token !== null;
  const messageOpen = useCurrentMessage() !== undefined;
  return !memberPending && !messageOpen;
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
  const items = useLatestNews(i18n.language, wanted).data;
  const free = useNothingInTheWay();
  const ready = wanted && free && items !== undefined && items.length > 0;
  // What "don't show again today" is when the popup closes, however it is closed.
  const [choice] = useState(() => ({ hideToday: false }));

  useEffect(() => {
    if (!ready || !items) return;
    newsPopup.open({
      items,
      choice,
      onClose: () => {
        if (choice.hideToday) hidePopupToday();
        closedThisLoad = true;
        setClosed(true);
      },
    });
    // Not yet shown: it asks again when nothing is in its way any more.
    return newsPopup.cancel;
  }, [ready, items, choice]);
  return null;
}
