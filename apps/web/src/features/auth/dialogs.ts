import { useEffect } from 'react';
import { defineDialog } from '@/lib/dialogs';

const loginDialog = defineDialog({
  id: 'login',
  load: () => import('./components/login-modal').then((m) => m.loginDialog),
  namespaces: ['auth', 'member'],
});

export const openLoginModal = () => loginDialog.open();
export const closeLoginModal = loginDialog.close;

const setSecPasswordPrompt = defineDialog({
  id: 'set-secpassword',
  load: () => import('./components/set-secpassword-prompt').then((m) => m.setSecPasswordPrompt),
  namespaces: ['auth', 'member'],
});

/**
 * Spec §4 set-security-password prompt: open while `required` (a required dialog: it comes
 * before the announcements), loaded the first time a member must use it.
 */
export function useSetSecPasswordPrompt(required: boolean) {
  useEffect(() => {
    if (!required) return;
    setSecPasswordPrompt.open();
    return setSecPasswordPrompt.close;
  }, [required]);
}
