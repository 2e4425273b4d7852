import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { type AdminWithdrawal, withdrawStatuses } from '@rangkai/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { SearchBar } from '@/components/admin/search-bar';
import { StatusTabs } from '@/components/admin/status-tabs';
import { useTranslation } from '@/lib/i18n';
import { showError } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useExportWithdrawals } from '../api/export-withdrawals';
import { useWithdrawals } from '../api/withdrawals';
import {
  readWithdrawalFilters,
  type WithdrawalFilters,
  withdrawalFilterParams,
  withdrawalsApiQuery,
} from '../lib/filters';
import type { WithdrawalAction } from '../lib/withdrawals';
import { withdrawalColumns } from './withdrawal-columns';
import { WithdrawalReviewModal } from './withdrawal-review-modal';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';
import { WithdrawalTotals } from './withdrawal-totals';

/**
 * /admin/withdrawals: the queue (pending, to approve or reject), approved ones to pay (and to
 * export as the bank payout file), the paid and the rejected; by requested date and member.
 */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation('adminWithdrawals');
  const [params, setParams] = useSearchParams();
  const filters = readWithdrawalFilters(params);
  const withdrawals = useWithdrawals(filters);
  const exporter = useExportWithdrawals();
  const go = (next: Partial<WithdrawalFilters>) =>
    setParams(withdrawalFilterParams({ ...filters, page: 1, ...next }));
  const day = (value: string) => (value ? value : undefined);

  const [selected, setSelected] = useState<AdminWithdrawal | null>(null);
  const [startWith, setStartWith] = useState<WithdrawalAction | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const open = (w: AdminWithdrawal, action: WithdrawalAction | null) => {
    setSelected(w);
    setStartWith(action);
    setReviewOpen(true);
  };
  const filtered = Boolean(filters.from || filters.to || filters.search);

  const exportButton = (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} />}
      loading={exporter.isPending}
      onClick={() => exporter.mutate(filters, { onError: showError })}
      w={{ base: '100%', xs: 'auto' }}
      data-testid="admin-withdrawals-export"
    >
      {t('page.export')}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Group gap="xs" w={{ base: '100%', xs: 'auto' }}>
            {exportButton}
            <CsvDownloadButton
              path="/api/admin/withdrawals"
              query={withdrawalsApiQuery(filters)}
              testId="admin-withdrawals-csv"
            />
          </Group>
        }
      />
      <StatusTabs
        values={withdrawStatuses}
        value={filters.status}
        onChange={(status) => go({ status })}
        label={(s) => t(`status.${s}`)}
        testId="admin-withdrawals-tab"
        total={withdrawals.data?.total}
        highlight={(s) => (s === 'pending' ? 'yellow' : s === 'approved' ? 'blue' : undefined)}
      >
        <SearchBar
          query={filters.search}
          onSearch={(search) => go({ search })}
          placeholder={t('page.search_placeholder')}
          testId="admin-withdrawals-search"
          inputStyle={{ flex: '1 1 200px' }}
          align="flex-end"
          loading={withdrawals.isFetching && !withdrawals.isPending}
        >
          <TextInput
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => go({ from: day(event.currentTarget.value) })}
            label={t('page.from')}
            w={{ base: 'calc(50% - 5px)', sm: 160 }}
            data-testid="admin-withdrawals-from"
          />
          <TextInput
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => go({ to: day(event.currentTarget.value) })}
            label={t('page.to')}
            w={{ base: 'calc(50% - 5px)', sm: 160 }}
            data-testid="admin-withdrawals-to"
          />
          {filtered && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => go({ from: undefined, to: undefined, search: '' })}
              data-testid="admin-withdrawals-clear"
            >
              {t('page.clear')}
            </Button>
          )}
        </SearchBar>
        {withdrawals.data && <WithdrawalTotals totals={withdrawals.data.totals} />}
        <Card withBorder radius="md" padding="sm">
          <PagedResult
            query={withdrawals}
            page={filters.page}
            onPage={(page) => go({ page })}
            emptyText={filtered ? t('page.no_match') : t(`page.empty.${filters.status}`)}
          >
            {(records) => (
              <DataTable
                rows={records}
                columns={withdrawalColumns(t, i18n.language, filters.status, open)}
                rowKey={(w) => w.id}
                cardTitle={(w) => (
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text span fw={600} size="sm" truncate>
                      {w.member.username} · RM {groupMoney(w.amount)}
                    </Text>
                    <WithdrawalStatusBadge status={w.status} />
                  </Group>
                )}
                onRowClick={(w) => open(w, null)}
                minWidth={940}
                testId="admin-withdrawals-table"
              />
            )}
          </PagedResult>
        </Card>
        <WithdrawalReviewModal
          opened={reviewOpen}
          withdrawal={selected}
          startWith={startWith}
          onClose={() => setReviewOpen(false)}
        />
      </StatusTabs>
    </Stack>
  );
}
