import type { LoginReply, LoginRequest } from '@rangkai/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function login(body: LoginRequest) {
  return api.post<LoginReply>('/api/auth/login', body);
}

/** Errors (e.g. LOGIN_FAIL) reach the global danger dialog through the QueryClient. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
