import type { upgradePackagesReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { packageKeys } from './keys';

export type UpgradePackages = z.infer<typeof upgradePackagesReply>;
export type UpgradeOption = UpgradePackages['user_group'][number];

/** The member's package and every higher one with its amount due and BV (spec §3 Upgrade). */
export function getUpgradePackages(signal?: AbortSignal) {
  return api.get<UpgradePackages>('/api/package/get-upgrade-package', { signal });
}

export function useUpgradePackages() {
  return useQuery({
    queryKey: packageKeys.upgradeOptions,
    queryFn: ({ signal }) => getUpgradePackages(signal),
    staleTime: 0,
  });
}
