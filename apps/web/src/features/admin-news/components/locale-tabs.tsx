import { Tabs, Tooltip } from '@mantine/core';
import { type Locale, locales } from '@rangkai/shared';
import { IconAlertCircleFilled, IconCircleCheckFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { languageNames, useTranslation } from '@/lib/i18n';

interface LocaleTabsProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Languages with content: a check mark on their tab. */
  filled: Set<Locale>;
  /** Languages with a field error: a red mark instead. */
  invalid?: Set<Locale>;
  /** The active language's fields (mounted for that language only). */
  children: ReactNode;
  testId: string;
}

/** One tab per language (English first, required), marked when it has text or an error. */
export function LocaleTabs({
  value,
  onChange,
  filled,
  invalid,
  children,
  testId,
}: LocaleTabsProps) {
  const { t } = useTranslation('adminNews');
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as Locale)}
      keepMounted={false}
      variant="outline"
      data-testid={testId}
    >
      <Tabs.List>
        {locales.map((l) => {
          let mark: ReactNode = null;
          if (invalid?.has(l)) {
            mark = <IconAlertCircleFilled size={14} color="var(--mantine-color-red-6)" />;
          } else if (filled.has(l)) {
            mark = (
              <Tooltip label={t('languages.has_content')}>
                <IconCircleCheckFilled
                  size={14}
                  color="var(--mantine-color-teal-6)"
                  data-testid={`${testId}-filled-${l}`}
                />
              </Tooltip>
            );
          }
          return (
            <Tabs.Tab key={l} value={l} rightSection={mark} px="xs" data-testid={`${testId}-${l}`}>
              {languageNames[l]}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      <Tabs.Panel value={value} pt="sm">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
