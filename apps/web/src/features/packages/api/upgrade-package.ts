import type { UpgradePackageRequest, upgradePackageReply } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterPurchase } from './keys';

export type Upgraded = z.infer<typeof upgradePackageReply>;

/** Pays `new price − current price` plus shipping from point3; the key makes a retry safe. */
export function upgradePackage(body: UpgradePackageRequest, idempotencyKey: string) {
  return api.post<Upgraded>('/api/package/upgrade-package', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useUpgradePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: UpgradePackageRequest; key: string }) =>
      upgradePackage(body, key),
    onSuccess: () => refreshAfterPurchase(queryClient),
    meta: { silentError: true },
  });
}
