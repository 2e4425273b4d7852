import type { checkUserReply } from '@rangkai/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SponsorPlacement = z.infer<typeof checkUserReply>;

/** A sponsor's direct count and the spillover end node of each leg. */
export function checkUser(username: string, signal?: AbortSignal) {
  return api.get<SponsorPlacement>('/api/member/checkUser', { query: { username }, signal });
}

export function useCheckUser(username: string | undefined) {
  return useQuery({
    queryKey: ['register', 'check-user', username],
    queryFn: ({ signal }) => checkUser(username!, signal),
    enabled: Boolean(username),
    staleTime: 0,
    retry: false,
    meta: { silentError: true },
  });
}
