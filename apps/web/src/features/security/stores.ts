import { createModalStore } from '@/lib/modal-store';

/** Where visitors log in (spec §2); kept here so this feature needs nothing from `auth`. */
export const LOGIN_PATH = '/web/sessions/loginPage';
export const HOME_PATH = '/web/dataDisplay';

export const forgotPasswordModal = createModalStore();
export const securityCenterModal = createModalStore<'password' | 'secpassword'>();

export const openForgotPassword = () => forgotPasswordModal.open(true);
export const openSecurityCenter = (tab: 'password' | 'secpassword' = 'password') =>
  securityCenterModal.open(tab);
