import type { salesReportReply } from '@rangkai/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';

export type SalesReport = z.infer<typeof salesReportReply>;
export type SalesRow = SalesReport['rows'][number];

/** Mall sales by day and product between two business days (cancelled orders left out). */
export function salesReportQuery(from: string, to: string) {
  return queryOptions({
    queryKey: ['admin', 'mall', 'sales', from, to],
    queryFn: ({ signal }) =>
      adminApi.get<SalesReport>('/api/admin/mall/sales', { query: { from, to }, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useSalesReport(from: string, to: string) {
  return useQuery({ ...salesReportQuery(from, to), enabled: Boolean(from && to && from <= to) });
}
