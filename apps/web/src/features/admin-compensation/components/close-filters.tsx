import { Button, Card, Group, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/i18n';
import type { CloseFilters as Filters } from '../lib/filters';

/** The range of business dates: from, to, and back to every date. */
export function CloseFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t } = useTranslation('adminCompensation');
  const day = (value: string) => (value ? value : undefined);
  return (
    <Card withBorder radius="md" padding="sm">
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: day(event.currentTarget.value) })}
          label={t('filters.from')}
          w={{ base: 'calc(50% - 5px)', sm: 170 }}
          data-testid="admin-closes-from"
        />
        <TextInput
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: day(event.currentTarget.value) })}
          label={t('filters.to')}
          w={{ base: 'calc(50% - 5px)', sm: 170 }}
          data-testid="admin-closes-to"
        />
        <Button
          variant="default"
          disabled={!filters.from && !filters.to}
          onClick={() => onChange({ from: undefined, to: undefined })}
          w={{ base: '100%', sm: 'auto' }}
          data-testid="admin-closes-clear"
        >
          {t('filters.clear')}
        </Button>
      </Group>
    </Card>
  );
}
