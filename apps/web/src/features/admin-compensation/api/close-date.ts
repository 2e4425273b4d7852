import type { adminCloseDateReply } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';
import { bonusClosesKey } from './bonus-closes';

/** What a close changes: the dates, bonuses, members' wallets, the dashboard, the audit log. */
const refreshed = [
  bonusClosesKey,
  ['admin', 'bonuses'],
  ['admin', 'member'],
  ['admin', 'members'],
  ['admin', 'dashboard'],
  ['admin', 'audit-log'],
];

export type CloseDateReply = z.infer<typeof adminCloseDateReply>;

/**
 * Closes one business date now (admins only; audited by the server). The closes, the bonus list,
 * the member pages, the dashboard and the audit log refresh after it, and after a refusal too
 * (someone else may have closed a date meanwhile).
 */
export function useCloseDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      adminApi.post<CloseDateReply>('/api/admin/bonus-closes/close', { date }),
    onSettled: () => {
      for (const key of refreshed) void queryClient.invalidateQueries({ queryKey: key });
    },
    meta: { silentError: true },
  });
}
