import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminApi } from '@/lib/admin-api';

/**
 * One identity image with the back-office token, as a blob URL revoked when no longer shown.
 * Every fetch is audited by the server, so it is asked for only while a submission is open
 * (`path` null otherwise) and never kept after.
 */
export function useKycImage(path: string | null) {
  const query = useQuery({
    queryKey: ['admin', 'kyc-image', path],
    queryFn: async ({ signal }) =>
      URL.createObjectURL((await adminApi.file(path as string, { signal })).blob),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { silentError: true },
  });
  const url = query.data;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return query;
}
