import { Button } from '@mantine/core';
import type { Locale } from '@rangkai/shared';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { currentLanguage } from '@/lib/i18n';

export interface LanguageDropdownProps {
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

type ButtonProps = { props: LanguageDropdownProps } & ComponentProps<'button'>;

/** The button of the language dropdown, shown alone until the menu's code is loaded. */
export function LanguageButton({ props, ...buttonProps }: ButtonProps) {
  const { label, testId, leftSection, children } = props;
  return (
    <Button
      variant="subtle"
      color="gray"
      px={6}
      aria-label={label}
      leftSection={leftSection}
      rightSection={<IconChevronDown size={14} />}
      data-testid={testId}
      {...buttonProps}
    >
      {children(currentLanguage())}
    </Button>
  );
}
