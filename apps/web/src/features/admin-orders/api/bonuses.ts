import type { adminBonusRecord, bonusRecordReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminPageQuery } from '@/lib/admin-page-query';
import { type BonusFilters, bonusesApiQuery } from '../lib/filters';

export type AdminBonusRecord = z.infer<typeof adminBonusRecord>;
export type BonusTotals = z.infer<typeof bonusRecordReply>['totals'];

export interface AdminBonusPage {
  records: AdminBonusRecord[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
  /** Per type and all together, over every record the filters select (not only this page). */
  totals: BonusTotals;
}

/** One page of credited bonuses, every member or those a search finds. */
export function bonusesQuery(filters: BonusFilters) {
  const query = bonusesApiQuery(filters);
  return adminPageQuery<AdminBonusPage>(['admin', 'bonuses', query], '/api/admin/bonuses', query);
}

export function useBonuses(filters: BonusFilters) {
  return useQuery(bonusesQuery(filters));
}
