import { defineDialog } from '@/lib/dialogs';

/** The registration dialog of the app shell; the payload is the sponsor code to pre-fill. */
const registerDialog = defineDialog<{ ref: string }>({
  id: 'register',
  load: () => import('./components/register-modal').then((m) => m.registerDialog),
  // The password fields' hints read the auth texts.
  namespaces: ['member', 'auth'],
});

export const openRegister = (ref = '') => registerDialog.open({ ref });
