import type { KycSide } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { getToken } from '@/lib/session';
import { kycKeys } from './kyc';

/** The API path of one image: the one the submission names, else the route for its side. */
export function kycImagePath(path: string | null | undefined, side: KycSide): string {
  return path?.startsWith('/api/') ? path : `/api/member/kyc-image/${side}`;
}

/**
 * An identity image of the member's latest submission. It needs the bearer token (an <img>
 * cannot send one), so it is fetched as a blob; nothing is cached by the browser.
 */
export async function fetchKycImage(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(path, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError({ httpStatus: response.status, code: payload?.message ?? 'internalError' });
  }
  return response.blob();
}

/** A blob URL of the image while the component shows it (revoked when it changes or unmounts). */
export function useKycImage(path: string, submissionId: number) {
  const query = useQuery({
    queryKey: [...kycKeys.image(path), submissionId],
    queryFn: ({ signal }) => fetchKycImage(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
    meta: { silentError: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return { url, isError: query.isError, retry: () => void query.refetch() };
}
