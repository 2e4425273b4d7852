import { comingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these with the real forms (spec §4: set / forgot password flows).
export const SetSecPasswordPage = comingSoonPage('common:pages.set_secpassword');
export const ForgetPasswordPage = comingSoonPage('common:pages.forget_password');
export const ForgetSecPasswordPage = comingSoonPage('common:pages.forget_secpassword');
