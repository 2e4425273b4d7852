import type { LoginReply, LoginRequest } from '@rangkai/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { clearAdminToken, setAdminToken } from '@/lib/admin-session';
import { api } from '@/lib/api-client';

export function adminLogin(body: LoginRequest) {
  // No token of any kind on the login call.
  return api.post<LoginReply>('/api/admin/auth/login', body, { token: null });
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (reply) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      setAdminToken(reply.token);
    },
  });
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.post<null>('/api/admin/auth/logout'),
    meta: { silentError: true },
    // Whatever the server says, the session ends here.
    onSettled: () => {
      clearAdminToken();
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
  });
}

export { adminMeQuery, useAdminMe } from '@/lib/admin-me';
