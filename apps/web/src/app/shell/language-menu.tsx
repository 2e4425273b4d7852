import { Text } from '@mantine/core';
import { headerLocales } from '@rangkai/shared';
import { IconLanguage } from '@tabler/icons-react';
import { LanguageDropdown } from '@/components/language-dropdown';
import { useTranslation } from '@/lib/i18n';

/** Header language dropdown: English, 中文, Bahasa Melayu (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <LanguageDropdown
      locales={headerLocales}
      label={t('header.language')}
      width={180}
      testId="language-menu"
      optionTestIdPrefix="language-option-"
    >
      {(language) => (
        <>
          <IconLanguage size={20} />
          <Text span visibleFrom="sm" ml={6} fw={600} size="sm">
            {language.toUpperCase()}
          </Text>
        </>
      )}
    </LanguageDropdown>
  );
}
