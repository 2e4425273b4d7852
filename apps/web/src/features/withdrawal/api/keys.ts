import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the withdraw feature. */
export const withdrawKeys = {
  all: ['withdraw'] as const,
  info: ['withdraw', 'info'] as const,
  bank: ['withdraw', 'bank'] as const,
  records: ['withdraw', 'records'] as const,
};

/** After a withdrawal: the balance (member info), the wallet's lists, and everything here. */
export function refreshAfterWithdrawal(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
}
