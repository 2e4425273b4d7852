import { useTranslation } from '@/lib/i18n';
import { ComingSoonState } from './coming-soon-state';

/**
 * A placeholder page for a screen a later issue builds, titled by an i18n key:
 * `export function MePage() { return <ComingSoonPage titleKey="common:pages.me" />; }`.
 */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return <ComingSoonState title={t(titleKey)} />;
}
