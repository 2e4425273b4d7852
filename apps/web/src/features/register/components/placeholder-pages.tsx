import { ComingSoonPage } from '@/components/coming-soon-page';

// /register: the two-step registration of spec §4, built by a later issue.
export function RegisterPage() {
  return <ComingSoonPage titleKey="common:pages.register" />;
}
