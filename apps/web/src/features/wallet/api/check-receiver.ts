import type { receiverInfo } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ReceiverInfo = z.infer<typeof receiverInfo>;

/** Spec §4: the receiver (username or member code) must exist, be active and not be oneself. */
export function checkReceiver(username: string) {
  return api.post<ReceiverInfo>('/api/member/checkReceiver', { username });
}

export function useCheckReceiver() {
  return useMutation({ mutationFn: checkReceiver, meta: { silentError: true } });
}
