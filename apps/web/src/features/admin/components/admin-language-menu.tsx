import { locales } from '@rangkai/shared';
import { IconLanguage } from '@tabler/icons-react';
import { LanguageDropdown } from '@/components/language-dropdown';
import { useTranslation } from '@/lib/i18n';

/** Every language the back-office is translated into. */
export function AdminLanguageMenu() {
  const { t } = useTranslation('admin');
  return (
    <LanguageDropdown
      locales={locales}
      label={t('header.language')}
      width={200}
      testId="admin-language-menu"
      optionTestIdPrefix="admin-language-"
      leftSection={<IconLanguage size={20} />}
    >
      {(language) => (language === 'zh-Hant' ? '繁' : language.toUpperCase())}
    </LanguageDropdown>
  );
}
