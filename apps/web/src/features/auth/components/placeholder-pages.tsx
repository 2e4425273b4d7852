import { ComingSoonPage } from '@/components/coming-soon-page';

// Later issues replace these with the real forms (spec §4: set / forgot password flows).
export function SetSecPasswordPage() {
  return <ComingSoonPage titleKey="common:pages.set_secpassword" />;
}

export function ForgetPasswordPage() {
  return <ComingSoonPage titleKey="common:pages.forget_password" />;
}

export function ForgetSecPasswordPage() {
  return <ComingSoonPage titleKey="common:pages.forget_secpassword" />;
}
