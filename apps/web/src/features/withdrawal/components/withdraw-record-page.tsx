import { Button, Group, Select, Stack, Title } from '@mantine/core';
import { type WithdrawStatus, withdrawStatuses } from '@rangkai/shared';
import { IconCashBanknote } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useWithdrawRecords } from '../api/withdraw-records';
import { openWithdraw } from '../dialogs';
import { WithdrawRecordCard } from './withdraw-record-card';

const ALL = 'all';

function statusParam(params: URLSearchParams): WithdrawStatus | undefined {
  const value = params.get('status');
  return (withdrawStatuses as readonly string[]).includes(value ?? '')
    ? (value as WithdrawStatus)
    : undefined;
}

/** /web/record/withdrawRecord: the member's withdrawals, by status, newest first, paged. */
export function WithdrawRecordPage() {
  const { t } = useTranslation('withdraw');
  const [params, setParams] = useSearchParams();
  const status = statusParam(params);
  const page = pageParam(params);
  const query = useWithdrawRecords(status, page);

  const update = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = 'status' in next ? next.status : status;
    if (nextStatus && nextStatus !== ALL) search.set('status', nextStatus);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="withdraw-record-page">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3}>{t('records.title')}</Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCashBanknote size={16} />}
          onClick={openWithdraw}
          data-testid="withdraw-record-new"
        >
          {t('records.new')}
        </Button>
      </Group>
      <Select
        label={t('records.filter_status')}
        value={status ?? ALL}
        onChange={(value) => update({ status: value ?? ALL, page: 1 })}
        data={[
          { value: ALL, label: t('records.all_statuses') },
          ...withdrawStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ]}
        allowDeselect={false}
        data-testid="withdraw-filter-status"
      />
      <PagedRecords
        query={query}
        page={page}
        onPage={(next) => update({ page: next })}
        emptyText={t(status ? 'records.empty_filtered' : 'records.empty')}
      >
        {(records) => (
          <Stack gap="xs" data-testid="withdraw-records">
            {records.map((record) => (
              <WithdrawRecordCard key={record.id} record={record} />
            ))}
          </Stack>
        )}
      </PagedRecords>
    </Stack>
  );
}
