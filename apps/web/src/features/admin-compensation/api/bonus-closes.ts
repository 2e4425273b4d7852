import type { AdminBonusClosesReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { adminPageQuery } from '@/lib/admin-page-query';
import { type CloseFilters, closesApiQuery } from '../lib/filters';

export const bonusClosesKey = ['admin', 'bonus-closes'] as const;

/**
 * One page of business dates (those waiting for their close first, on page 1), with the totals,
 * the carries outstanding and the alert ratio over the range.
 */
export function bonusClosesQuery(filters: CloseFilters) {
  const query = closesApiQuery(filters);
  return adminPageQuery<AdminBonusClosesReply>(
    [...bonusClosesKey, query],
    '/api/admin/bonus-closes',
    query,
  );
}

export function useBonusCloses(filters: CloseFilters) {
  return useQuery(bonusClosesQuery(filters));
}
