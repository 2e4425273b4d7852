import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

export function logout() {
  return api.post<null>('/api/auth/logout');
}

/**
 * Revokes the token on the server, then (whatever the reply) clears the token and the cached
 * member info and goes to the login page (spec §2 sidebar).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    meta: { silentError: true },
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate('/web/sessions/loginPage', { replace: true });
    },
  });
}
