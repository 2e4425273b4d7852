import { Button, Grid, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useLookup } from '@/features/global';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { type DownlineFilter, MAX_KEYWORD, MAX_LEVEL } from '../lib/downline-filter';

const ALL = 'all';
const KEYWORD_DELAY_MS = 400;

interface FiltersProps {
  filter: DownlineFilter;
  /** Applies changed filters (back to page 1). */
  onChange: (changes: Partial<DownlineFilter>) => void;
  onReset: () => void;
  filtered: boolean;
  /** Shown under the filters, beside "clear filters" (how many members match). */
  summary?: ReactNode;
}

/**
 * Keyword (the start of a username or member code, sent after a pause in typing), level and
 * package. The inputs keep what is typed; the URL keeps what was applied.
 */
export function DownlineRecordFilters({
  filter,
  onChange,
  onReset,
  filtered,
  summary,
}: FiltersProps) {
  const { t } = useTranslation('records');
  const { packageName } = useDisplayNames();
  const lookup = useLookup();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [level, setLevel] = useState<string | number>(filter.level ?? '');
  const applyKeyword = useDebouncedCallback(
    (value: string) => onChange({ keyword: value }),
    KEYWORD_DELAY_MS,
  );

  const packages = lookup.data?.packages ?? [];
  const reset = () => {
    applyKeyword.cancel();
    setKeyword('');
    setLevel('');
    onReset();
  };

  return (
    <Stack gap="xs" data-testid="downline-filters">
      <Grid gutter="xs">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('downline.keyword')}
            placeholder={t('downline.keyword_placeholder')}
            leftSection={<IconSearch size={16} />}
            value={keyword}
            maxLength={MAX_KEYWORD}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              applyKeyword(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyKeyword.flush();
            }}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="filter-keyword"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <NumberInput
            label={t('downline.level')}
            placeholder={t('downline.all_levels')}
            value={level}
            min={1}
            max={MAX_LEVEL}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            inputMode="numeric"
            onChange={(value) => {
              setLevel(value);
              onChange({ level: typeof value === 'number' && value >= 1 ? value : undefined });
            }}
            data-testid="filter-level"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Select
            label={t('downline.package')}
            value={filter.packageId === undefined ? ALL : String(filter.packageId)}
            onChange={(value) =>
              onChange({ packageId: value && value !== ALL ? Number(value) : undefined })
            }
            data={[
              { value: ALL, label: t('downline.all_packages') },
              ...packages.map((pkg) => ({ value: String(pkg.id), label: packageName(pkg) })),
            ]}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="filter-package"
          />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" gap="xs" mih={26}>
        {summary}
        {filtered && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            onClick={reset}
            data-testid="filter-reset"
          >
            {t('downline.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
