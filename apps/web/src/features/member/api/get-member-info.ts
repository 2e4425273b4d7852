import type { MemberInfo } from '@rangkai/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export function getMemberInfo(signal?: AbortSignal) {
  return api.get<MemberInfo>('/api/member/get-member-info', { signal });
}

export const memberInfoQueryOptions = queryOptions({
  queryKey: ['member', 'info'],
  queryFn: ({ signal }) => getMemberInfo(signal),
  staleTime: 60_000,
});

/** The logged-in member's info; idle (no request) while logged out. */
export function useMemberInfo() {
  const token = useToken();
  return useQuery({ ...memberInfoQueryOptions, enabled: token !== null });
}
