import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { loadNamespaces, useTranslation } from '@/lib/i18n';
import { useLatestNews } from '../api/latest-news';
import { hidePopupToday, readPopupDay, shouldShowPopup } from '../lib/popup-day';

// The popup, its carousel and texts load only once there is something to show (bundle budget).
const NewsPopup = lazy(async () => {
  const [module] = await Promise.all([import('./news-popup'), loadNamespaces(['news'])]);
  return { default: module.NewsPopup };
});

/** Pages where the popup does not interrupt: logging in and its recovery pages. */
const QUIET_PATHS = /^\/web\/sessions(\/|$)/;

/**
 * The app shell's announcements (spec §2): on the /web pages, for visitors and members alike,
 * once per visit while announcements are in their window, unless hidden for today.
 */
export function NewsPopupHost() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const onWeb = pathname.startsWith('/web') && !QUIET_PATHS.test(pathname);
  const wanted = onWeb && !closed && shouldShowPopup(1, readPopupDay());
  const latest = useLatestNews(i18n.language, wanted);
  const items = latest.data ?? [];
  const opened = wanted && items.length > 0;
  // Mounted from the first time it opens, so that it closes with its animation.
  const [mounted, setMounted] = useState(false);
  if (opened && !mounted) setMounted(true);
  if (!mounted) return null;

  const onClose = (hideToday: boolean) => {
    if (hideToday) hidePopupToday();
    setClosed(true);
  };
  return (
    <Suspense fallback={null}>
      <NewsPopup items={items} opened={opened} onClose={onClose} />
    </Suspense>
  );
}
