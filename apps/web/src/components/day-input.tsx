import { Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';

type DayInputProps = Omit<TextInputProps, 'type'> & { 'data-testid'?: string };

/**
 * A native date input (YYYY-MM-DD) with the chosen day written under it in the app's language:
 * the browser shows the date in its own format, not the one the member chose.
 */
export function DayInput(props: DayInputProps) {
  const { i18n } = useTranslation();
  const value = typeof props.value === 'string' ? props.value : '';
  const testId = props['data-testid'];
  return (
    <Stack gap={2}>
      <TextInput {...props} type="date" />
      <Text size="xs" c="dimmed" data-testid={testId ? `${testId}-day` : undefined}>
        {/^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDay(value, i18n.language) : '\u00a0'}
      </Text>
    </Stack>
  );
}
