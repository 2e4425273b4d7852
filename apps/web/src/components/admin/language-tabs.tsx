import { Card, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from '@/lib/i18n';
import { useTranslateError } from '@/lib/use-translate-error';

interface LanguageTabsProps<Values> {
  languages: readonly string[];
  form: UseFormReturnType<Values>;
  /** Its `languages.*` and `editor.name`, `editor.name_hint`, `editor.description` texts. */
  t: TFunction;
  canEdit: boolean;
  /** Under the description (none when absent). */
  descriptionHint?: string;
  /** The description's height in rows: at first and at the most. */
  rows: [number, number];
  /** `admin-hotel` → `admin-hotel-lang-en`, `admin-hotel-name-en`, `admin-hotel-description-en`. */
  testId: string;
}

/**
 * The name (English required, the others falling back to it) and description in each language,
 * a tab a language; a tab turns red while one of its fields has an error.
 */
export function LanguageTabs<Values>({
  languages,
  form,
  t,
  canEdit,
  descriptionHint,
  rows,
  testId,
}: LanguageTabsProps<Values>) {
  const translateError = useTranslateError();
  const errorOf = (field: string) => translateError(form.errors[field]);
  const hasError = (l: string) =>
    Boolean(form.errors[`name_${l}`] || form.errors[`description_${l}`]);
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Tabs defaultValue="en" keepMounted={false}>
        <Tabs.List mb="md">
          {languages.map((l) => (
            <Tabs.Tab
              key={l}
              value={l}
              color={hasError(l) ? 'red' : undefined}
              c={hasError(l) ? 'red' : undefined}
              data-testid={`${testId}-lang-${l}`}
            >
              {t(`languages.${l}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {languages.map((l) => (
          <Tabs.Panel key={l} value={l}>
            <Stack gap="md">
              <TextInput
                label={t('editor.name')}
                description={l === 'en' ? undefined : t('editor.name_hint')}
                required={l === 'en'}
                maxLength={150}
                {...form.getInputProps(`name_${l}`)}
                disabled={!canEdit}
                error={errorOf(`name_${l}`)}
                data-testid={`${testId}-name-${l}`}
              />
              <Textarea
                label={t('editor.description')}
                description={descriptionHint}
                autosize
                minRows={rows[0]}
                maxRows={rows[1]}
                maxLength={5000}
                {...form.getInputProps(`description_${l}`)}
                disabled={!canEdit}
                error={errorOf(`description_${l}`)}
                data-testid={`${testId}-description-${l}`}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Card>
  );
}
