import type { LedgerReport } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';

/** The ledger self-audit: journals sum to zero, balances equal their lines, none negative. */
export function useLedgerReport() {
  return useQuery({
    queryKey: ['admin', 'ledger-verify'],
    queryFn: ({ signal }) => adminApi.get<LedgerReport>('/api/admin/ledger/verify', { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: { silentError: true },
  });
}
