import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the wallet feature; everything under `['wallet']` is refreshed after a movement. */
export const walletKeys = {
  all: ['wallet'] as const,
  depositInfo: ['wallet', 'deposit-info'] as const,
  records: ['wallet', 'records'] as const,
  transfers: ['wallet', 'transfers'] as const,
  deposits: ['wallet', 'deposits'] as const,
};

/** After money moved: balances (member info) and every wallet list. */
export function refreshAfterMovement(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
}
