import type { downlinePackagesReply, userPackagesReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberPageQuery } from '@/lib/member-page-query';

export type UserPackagesPage = z.infer<typeof userPackagesReply>;
export type UserPackageRecord = UserPackagesPage['records'][number];
export type DownlinePackagesPage = z.infer<typeof downlinePackagesReply>;
export type DownlinePackageRecord = DownlinePackagesPage['records'][number];

/** Query keys of the package records; everything under `['packages']` is refreshed on a purchase. */
export const packageRecordKeys = {
  all: ['packages', 'records'] as const,
  mine: (page: number) => ['packages', 'records', 'mine', page] as const,
  downline: (page: number) => ['packages', 'records', 'downline', page] as const,
};

/** The member's own purchases (registration and upgrades), newest first. */
export function userPackagesQueryOptions(page: number) {
  return memberPageQuery<UserPackagesPage>(
    packageRecordKeys.mine(page),
    '/api/package/get-user-package',
    { page },
  );
}

export function useUserPackages(page: number) {
  return useQuery(userPackagesQueryOptions(page));
}

/** Purchases by members of the member's sponsor downline, with their level below the member. */
export function downlinePackagesQueryOptions(page: number) {
  return memberPageQuery<DownlinePackagesPage>(
    packageRecordKeys.downline(page),
    '/api/package/getDownlinePackageRec',
    { page },
  );
}

export function useDownlinePackages(page: number) {
  return useQuery(downlinePackagesQueryOptions(page));
}
