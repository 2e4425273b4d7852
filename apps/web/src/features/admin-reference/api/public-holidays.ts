import type { AddPublicHolidayRequest, PublicHoliday, PublicHolidaysReply } from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

const key = ['admin', 'reference', 'public-holidays'] as const;

/**
 * A year's public holidays (BUSINESS_RULES §13), by date; the seeded ones named in the operator's
 * `language` when the server has it (Malay), else in English.
 */
export const adminPublicHolidaysQuery = (year: number, language: string) =>
  queryOptions({
    queryKey: [...key, year, language],
    queryFn: ({ signal }) =>
      adminApi
        .get<PublicHolidaysReply>('/api/admin/public-holidays', {
          query: { year, language },
          signal,
        })
        .then((r) => r.records),
    meta: { silentError: true },
  });

export function useAdminPublicHolidays(year: number, language: string) {
  return useQuery(adminPublicHolidaysQuery(year, language));
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
  };
}

/** Adds a holiday; audited. Cooling-off periods count it from their next reading. */
export function useAddPublicHoliday() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AddPublicHolidayRequest) =>
      adminApi.post<PublicHoliday>('/api/admin/public-holidays', body),
    onSuccess: refresh,
    meta: { silentError: true },
  });
}

/** Removes the holiday of a date; audited. The day is a working day again. */
export function useRemovePublicHoliday() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (date: string) =>
      adminApi.delete<PublicHoliday>(`/api/admin/public-holidays/${date}`),
    onSuccess: refresh,
    meta: { silentError: true },
  });
}
