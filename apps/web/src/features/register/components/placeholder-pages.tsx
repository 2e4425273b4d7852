import { comingSoonPage } from '@/components/coming-soon-page';

// /register: the two-step registration of spec §4, built by a later issue.
export const RegisterPage = comingSoonPage('common:pages.register');
