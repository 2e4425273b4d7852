import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminApi } from '@/lib/admin-api';

/** The receipt image with the back-office token (an <img> cannot send it), as a blob URL. */
export async function fetchDepositReceipt(id: number, signal?: AbortSignal): Promise<string> {
  const { blob } = await adminApi.file(`/api/admin/deposits/${id}/receipt`, { signal });
  return URL.createObjectURL(blob);
}

export function useDepositReceipt(id: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['admin', 'deposit-receipt', id],
    queryFn: ({ signal }) => fetchDepositReceipt(id, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    meta: { silentError: true },
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
