import type { UserPackage } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { adminPageQuery } from '@/lib/admin-page-query';

export interface MemberPackagePage {
  records: UserPackage[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
}

/** A member's package purchases (registration and upgrades), newest first. */
export function memberPackagesQuery(memberId: number, page: number) {
  return adminPageQuery<MemberPackagePage>(
    ['admin', 'member', memberId, 'packages', { page }],
    `/api/admin/members/${memberId}/packages`,
    { page },
  );
}

export function useMemberPackages(memberId: number, page: number) {
  return useQuery(memberPackagesQuery(memberId, page));
}
