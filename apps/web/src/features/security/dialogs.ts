import { defineDialog } from '@/lib/dialogs';

import type { SecurityTab } from './components/security-center-modal';

const forgotPasswordDialog = defineDialog({
  id: 'forgot-password',
  load: () => import('./components/forgot-password-modal').then((m) => m.forgotPasswordDialog),
  namespaces: ['member', 'auth'],
});

const securityCenterDialog = defineDialog<SecurityTab>({
  id: 'security-center',
  load: () => import('./components/security-center-modal').then((m) => m.securityCenterDialog),
  namespaces: ['member', 'auth'],
});

export const openForgotPassword = () => forgotPasswordDialog.open();
export const openSecurityCenter = (tab: SecurityTab = 'password') => securityCenterDialog.open(tab);
