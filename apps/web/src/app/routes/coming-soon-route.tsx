import { ComingSoonState } from '@/components/coming-soon-state';

/** /coming_soon (spec §2). */
export function ComingSoonRoute() {
  return <ComingSoonState />;
}
