import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAdminToken } from '@/lib/admin-session';
import { ApiError } from '@/lib/api-error';

/** The receipt image with the back-office token (an <img> cannot send it), as a blob URL. */
export async function fetchDepositReceipt(id: number, signal?: AbortSignal): Promise<string> {
  const response = await fetch(`/api/admin/deposits/${id}/receipt`, {
    headers: { Authorization: `Bearer ${getAdminToken() ?? ''}` },
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({
      httpStatus: response.status,
      code: payload?.message ?? 'internalError',
    });
  }
  return URL.createObjectURL(await response.blob());
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
