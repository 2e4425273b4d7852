import { Button, Menu } from '@mantine/core';
import type { Locale } from '@rangkai/shared';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { changeLanguage, currentLanguage, languageNames } from '@/lib/i18n';

interface LanguageDropdownProps {
  /** The languages offered, in order. */
  locales: readonly Locale[];
  /** The button's accessible name and the list's heading. */
  label: string;
  width: number;
  testId: string;
  /** Each option's test id is this followed by its locale. */
  optionTestIdPrefix: string;
  leftSection?: ReactNode;
  /** What the button shows for the current language. */
  children: (language: Locale) => ReactNode;
}

/** A header dropdown that switches the interface language, with a check at the current one. */
export function LanguageDropdown(props: LanguageDropdownProps) {
  const { locales, label, width, testId, optionTestIdPrefix, leftSection, children } = props;
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={width}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={6}
          aria-label={label}
          leftSection={leftSection}
          rightSection={<IconChevronDown size={14} />}
          data-testid={testId}
        >
          {children(language)}
        </Button>
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
