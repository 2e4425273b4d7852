import { Button, Menu } from '@mantine/core';
import { locales } from '@rangkai/shared';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, languageNames } from '@/lib/i18n';

/** Every language the back-office is translated into. */
export function AdminLanguageMenu() {
  const { t } = useTranslation('admin');
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={t('header.language')}
          leftSection={<IconLanguage size={20} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="admin-language-menu"
        >
          {language === 'zh-Hant' ? '繁' : language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('header.language')}</Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            onClick={() => changeLanguage(locale)}
            rightSection={locale === language ? <IconCheck size={14} /> : null}
            data-testid={`admin-language-${locale}`}
          >
            {languageNames[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
