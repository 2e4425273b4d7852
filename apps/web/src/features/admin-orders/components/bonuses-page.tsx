import { Card, Select, Stack, TextInput } from '@mantine/core';
import { bonusEntryTypes } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { signedBonus } from '@/features/bonus';
import { useTranslation } from '@/lib/i18n';
import { useBonuses } from '../api/bonuses';
import {
  type BonusFilters,
  bonusesApiQuery,
  bonusFilterParams,
  readBonusFilters,
} from '../lib/filters';
import { bonusColumns } from './bonus-columns';
import { BonusTotals } from './bonus-totals';

/**
 * /admin/bonuses: every bonus line (credits, sponsor clawbacks and debt repayments), by type, member
 * and business date, with the totals.
 */
export function BonusesPage() {
  const { t, i18n } = useTranslation('adminOrders');
  const [params, setParams] = useSearchParams();
  const filters = readBonusFilters(params);
  const bonuses = useBonuses(filters);
  const go = (next: Partial<BonusFilters>) =>
    setParams(bonusFilterParams({ ...filters, page: 1, ...next }));
  const day = (value: string) => (value ? value : undefined);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('bonuses.title')}
        subtitle={t('bonuses.subtitle')}
        actions={
          <CsvDownloadButton
            path="/api/admin/bonuses"
            query={bonusesApiQuery(filters)}
            testId="admin-bonuses-csv"
          />
        }
      />
      <SearchBar
        query={filters.search}
        onSearch={(search) => go({ search })}
        placeholder={t('bonuses.search_placeholder')}
        testId="admin-bonuses-search"
        inputStyle={{ flex: '1 1 200px' }}
        align="flex-end"
        loading={bonuses.isFetching && !bonuses.isPending}
      >
        <Select
          value={filters.bonus ?? 'all'}
          onChange={(value) => go({ bonus: bonusEntryTypes.find((x) => x === value) })}
          data={[
            { value: 'all', label: t('bonus_types.all') },
            ...bonusEntryTypes.map((x) => ({ value: x, label: t(`bonus_types.${x}`) })),
          ]}
          aria-label={t('bonuses.type_filter')}
          allowDeselect={false}
          w={{ base: '100%', sm: 190 }}
          data-testid="admin-bonuses-type"
        />
        <TextInput
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => go({ from: day(event.currentTarget.value) })}
          label={t('bonuses.from')}
          w={{ base: 'calc(50% - 5px)', sm: 160 }}
          data-testid="admin-bonuses-from"
        />
        <TextInput
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => go({ to: day(event.currentTarget.value) })}
          label={t('bonuses.to')}
          w={{ base: 'calc(50% - 5px)', sm: 160 }}
          data-testid="admin-bonuses-to"
        />
      </SearchBar>
      {bonuses.data && <BonusTotals totals={bonuses.data.totals} />}
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={bonuses}
          page={filters.page}
          onPage={(page) => go({ page })}
          emptyText={
            filters.search ? t('bonuses.no_match', { q: filters.search }) : t('bonuses.empty')
          }
        >
          {(records) => (
            <DataTable
              rows={records}
              columns={bonusColumns(t, i18n.language, true)}
              rowKey={(b) => b.id}
              cardTitle={(b) => `${b.member.username} · RM ${signedBonus(b.bonus_type, b.amount)}`}
              minWidth={1000}
              testId="admin-bonuses-table"
            />
          )}
        </PagedResult>
      </Card>
    </Stack>
  );
}
