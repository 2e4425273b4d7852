import type { RegisterMemberRequest, registerMemberReply } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshAfterPurchase } from './keys';

export type MemberRegistered = z.infer<typeof registerMemberReply>;

/**
 * Spec §4 registration on behalf: the new member (steps 1 and 2) on the package chosen, paid from
 * the registrant's point3. Needs a `checkSecPwd` of the registrant in the last 5 minutes.
 */
export function registerMember(body: RegisterMemberRequest, idempotencyKey: string) {
  return api.post<MemberRegistered>('/api/member/register-member', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RegisterMemberRequest; key: string }) =>
      registerMember(body, key),
    onSuccess: () => refreshAfterPurchase(queryClient),
    meta: { silentError: true },
  });
}
