import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the packages feature. */
export const packageKeys = {
  all: ['package'] as const,
  upgradeOptions: ['package', 'upgrade-options'] as const,
};

/**
 * After a package was paid from point3 (upgrade or registration on behalf): the member's info
 * (balances, package), the upgrade options, and every wallet list (`['wallet']`, the wallet
 * feature's key root: a new ledger line).
 */
export function refreshAfterPurchase(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  void queryClient.invalidateQueries({ queryKey: packageKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}
