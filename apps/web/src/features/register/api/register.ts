import type { RegisterRequest, registerReply } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Registered = z.infer<typeof registerReply>;

/** Self-registration: steps 1 and 2 in one body, with the e-mailed code. */
export function register(body: RegisterRequest) {
  return api.post<Registered>('/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { silentError: true } });
}
