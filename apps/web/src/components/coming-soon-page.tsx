import { useTranslation } from 'react-i18next';
import { ComingSoonState } from './coming-soon-state';

/**
 * A placeholder page for a screen a later issue builds: `comingSoonPage('common:pages.me')`.
 * Replace the export in the feature folder with the real page when it lands.
 */
export function comingSoonPage(titleKey: string) {
  function ComingSoonPage() {
    const { t } = useTranslation();
    return <ComingSoonState title={t(titleKey)} />;
  }
  return ComingSoonPage;
}
