import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/**
 * `GET api/news/unread-count` for the header's bell: every minute, on return to the window, and
 * set again by every read (see `useReadNotice`). A failure just leaves the bell without a count.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/news/unread-count', { signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    meta: { silentError: true },
    select: (data) => data.unread,
  });
}
