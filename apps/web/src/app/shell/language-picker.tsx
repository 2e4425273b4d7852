import { Select } from '@mantine/core';
import { type Locale, locales } from '@rangkai/shared';
import { IconWorld } from '@tabler/icons-react';
import { changeLanguage, currentLanguage, languageNames, useTranslation } from '@/lib/i18n';

const options = locales.map((locale) => ({ value: locale, label: languageNames[locale] }));

/** Sidebar language picker: every complete translation. */
export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <Select
      label={t('header.language')}
      data={options}
      value={currentLanguage()}
      onChange={(value) => value && changeLanguage(value as Locale)}
      allowDeselect={false}
      leftSection={<IconWorld size={18} />}
      comboboxProps={{ withinPortal: true }}
      data-testid="language-picker"
    />
  );
}
