import { Button, Menu, Text } from '@mantine/core';
import { headerLocales } from '@rangkai/shared';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languageNames } from '@/lib/i18n';

/** Header language dropdown: English, 中文, Bahasa Melayu (spec §2). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();

  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={t('header.language')}
          rightSection={<IconChevronDown size={14} />}
          data-testid="language-menu"
        >
          <IconLanguage size={20} />
          <Text span visibleFrom="sm" ml={6} fw={600} size="sm">
            {language.toUpperCase()}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {headerLocales.map((locale) => (
          <Menu.Item
            key={locale}
            onClick={() => changeLanguage(locale)}
            rightSection={locale === language ? <IconCheck size={14} /> : null}
            data-testid={`language-option-${locale}`}
          >
            {languageNames[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
