import type { NotificationPage } from '@rangkai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { memberPageQuery } from '@/lib/member-page-query';
import { notificationKeys } from './keys';

/** One page of the member's notifications, newest first, with the unread count. */
export function useNotifications(page: number) {
  return useQuery({
    ...memberPageQuery<NotificationPage>(
      [...notificationKeys.pages, page],
      '/api/news/UserNotification',
      { page },
    ),
    refetchOnWindowFocus: true,
  });
}

type ReadNotice = { id: number } | { all: true };

/**
 * `POST api/news/readNotice`: one notification or all of them. The list shows them read at once;
 * the answer's count goes to the bell, and the pages are fetched again.
 */
export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReadNotice) => api.post<{ unread: number }>('/api/news/readNotice', body),
    onMutate: (body) => {
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.pages }, (old) =>
        old
          ? {
              ...old,
              records: old.records.map((n) =>
                'all' in body || n.id === body.id ? { ...n, read: true } : n,
              ),
            }
          : old,
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, { unread });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pages }),
  });
}
