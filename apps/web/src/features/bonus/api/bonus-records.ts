import type { BonusEntryType, bonusRecordReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberPageQuery } from '@/lib/member-page-query';

export type BonusRecordPage = z.infer<typeof bonusRecordReply>;
export type BonusTotals = BonusRecordPage['totals'];

export interface BonusRecordFilter {
  /** One bonus type, or every type when undefined. */
  bonus?: BonusEntryType;
  page: number;
}

export const bonusKeys = {
  all: ['bonus'] as const,
  records: (filter: BonusRecordFilter) => ['bonus', 'records', filter] as const,
};

/** The member's bonuses, newest first, with lifetime totals per type (BUSINESS_RULES §5). */
export function bonusRecordsQueryOptions(filter: BonusRecordFilter) {
  return memberPageQuery<BonusRecordPage>(bonusKeys.records(filter), '/api/record/bonus-record', {
    bonus: filter.bonus,
    page: filter.page,
  });
}

export function useBonusRecords(filter: BonusRecordFilter) {
  return useQuery(bonusRecordsQueryOptions(filter));
}
