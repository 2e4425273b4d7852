import type { checkRefReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SponsorRef = z.infer<typeof checkRefReply>;

/** Checks a sponsor (referral) code: the sponsor, or `INCORRECT_SPONSOR`. */
export function checkRef(refCode: string, signal?: AbortSignal) {
  return api.get<SponsorRef>('/api/global/checkRef', { query: { ref_code: refCode }, signal });
}

/** Idle for an empty code; a wrong code is shown by the form, not the error dialog. */
export function useCheckRef(refCode: string) {
  return useQuery({
    queryKey: ['register', 'check-ref', refCode.toUpperCase()],
    queryFn: ({ signal }) => checkRef(refCode, signal),
    enabled: refCode.length > 0,
    staleTime: 60_000,
    retry: false,
    meta: { silentError: true },
  });
}
