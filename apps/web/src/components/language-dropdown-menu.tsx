import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { changeLanguage, currentLanguage, languageNames } from '@/lib/i18n';
import { LanguageButton, type LanguageDropdownProps } from './language-dropdown-button';

/**
 * The language menu itself (Mantine `Menu`, which brings floating-ui): loaded by
 * `LanguageDropdown` the first time its button is pressed, and opened at once.
 */
export function LanguageDropdownMenu(props: LanguageDropdownProps & { defaultOpened?: boolean }) {
  const { locales, label, width, optionTestIdPrefix, defaultOpened } = props;
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={width} defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageButton props={props} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {locales.map((locale) => (
          <Menu.Item
            key={locale}
            onClick={() => changeLanguage(locale)}
            rightSection={locale === language ? <IconCheck size={14} /> : null}
            data-testid={`${optionTestIdPrefix}${locale}`}
          >
            {languageNames[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
