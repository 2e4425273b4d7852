import type { UserProfile } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getUserProfile(signal?: AbortSignal) {
  return api.get<UserProfile>('/api/member/getUserProfile', { signal });
}

export const userProfileQueryOptions = queryOptions({
  queryKey: ['member', 'profile'],
  queryFn: ({ signal }) => getUserProfile(signal),
  staleTime: 60_000,
});

/** Profile, shipping details, sponsor and placement; a failed load is shown by the screen. */
export function useUserProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions, ...options, meta: { silentError: true } });
}
