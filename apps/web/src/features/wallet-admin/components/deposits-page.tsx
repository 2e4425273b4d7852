import { Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '@/components/admin/csv-download-button';
import { type Column, DataTable } from '@/components/admin/data-table';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { type AdminDeposit, type DepositStatus, useDeposits } from '../api/deposits';
import { DepositReviewModal } from './deposit-review-modal';
import { DepositStatusBadge } from './deposit-status-badge';

const statuses: DepositStatus[] = ['pending', 'approved', 'rejected'];

/** /admin/deposits: the review queue (oldest first) and the decided requests. */
export function DepositsPage() {
  const { t, i18n } = useTranslation('walletAdmin');
  const [params, setParams] = useSearchParams();
  const status = (statuses as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as DepositStatus)
    : 'pending';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const deposits = useDeposits(status, page);
  const [selected, setSelected] = useState<AdminDeposit | null>(null);
  const [reviewOpen, setReviewOpen] = useState(false);
  const review = (deposit: AdminDeposit) => {
    setSelected(deposit);
    setReviewOpen(true);
  };

  const columns: Column<AdminDeposit>[] = [
    {
      key: 'member',
      label: t('deposits.member'),
      render: (d) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {d.member.username}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {d.member.member_code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'amount',
      label: t('deposits.amount'),
      numeric: true,
      render: (d) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          RM {groupMoney(d.amount)}
        </Text>
      ),
    },
    { key: 'method', label: t('deposits.method'), render: (d) => t(`methods.${d.method}`) },
    {
      key: 'reference',
      label: t('deposits.reference'),
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {d.reference ?? '—'}
          </Text>
          {d.has_receipt && <IconPaperclip size={14} aria-label={t('deposits.has_receipt')} />}
        </Group>
      ),
    },
    {
      key: 'submitted',
      label: t('deposits.submitted'),
      render: (d) => formatDateTime(d.created_at, i18n.language),
    },
    {
      key: 'status',
      label: t('deposits.status'),
      render: (d) => <DepositStatusBadge status={d.status} />,
    },
  ];
  if (status !== 'pending') {
    columns.push({
      key: 'reviewed',
      label: t('deposits.reviewed'),
      render: (d) => (d.reviewed_at ? formatDateTime(d.reviewed_at, i18n.language) : '—'),
    });
  }

  const body = (
    <PagedResult
      query={deposits}
      page={page}
      onPage={(next) => setParams({ status, page: String(next) })}
      emptyText={t(`deposits.empty.${status}`)}
    >
      {(records) => (
        <DataTable
          rows={records}
          columns={columns}
          rowKey={(d) => d.id}
          cardTitle={(d) => `#${d.id} · ${d.member.username}`}
          onRowClick={review}
          minWidth={820}
          testId="admin-deposits-table"
        />
      )}
    </PagedResult>
  );
  return (
    <>
      <PageHeader
        title={t('deposits.title')}
        subtitle={t('deposits.subtitle')}
        actions={
          <CsvDownloadButton
            path="/api/admin/deposits"
            query={{ status }}
            testId="admin-deposits-csv"
          />
        }
      />
      <StatusTabs
        values={statuses}
        value={status}
        onChange={(s) => setParams(s === 'pending' ? {} : { status: s })}
        label={(s) => t(`status.${s}`)}
        testId="admin-deposits-tab"
        // Only the queue shows its count.
        total={status === 'pending' ? deposits.data?.total : undefined}
        highlight={() => 'yellow'}
        scroll={false}
        mb="md"
      >
        {body}
        <DepositReviewModal
          opened={reviewOpen}
          deposit={selected}
          onClose={() => setReviewOpen(false)}
        />
      </StatusTabs>
    </>
  );
}
