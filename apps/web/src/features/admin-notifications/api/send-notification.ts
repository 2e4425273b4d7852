import type { adminNotificationReply, adminNotificationRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';

export type SendNotificationBody = z.infer<typeof adminNotificationRequest>;
export type SendNotificationReply = z.infer<typeof adminNotificationReply>;

/** `POST api/admin/notifications`: a message to every active member or to one; audited. */
export function useSendNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendNotificationBody) =>
      adminApi.post<SendNotificationReply>('/api/admin/notifications', body),
    meta: { silentError: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
  });
}
