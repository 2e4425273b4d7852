import { useNavigate } from 'react-router';
import { showMessage } from '@/lib/messages';
import type { Registered } from '../api/register';

/** After registering: the member code in a success dialog, then the login page (spec §8). */
export function useRegistered(then?: () => void) {
  const navigate = useNavigate();
  return (reply: Registered) => {
    showMessage({
      type: 'success',
      title: { key: 'member:register_success' },
      text: {
        key: 'member:register_success_hint',
        values: { username: reply.username, member_code: reply.member_code },
      },
    });
    then?.();
    void navigate('/web/sessions/loginPage');
  };
}
