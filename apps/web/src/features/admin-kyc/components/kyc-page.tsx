import { Card, Group, Stack, Text } from '@mantine/core';
import type { AdminKycItem } from '@rangkai/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useKycList } from '../api/kyc';
import {
  formatIdNumber,
  formatWaiting,
  isOverdue,
  type KycFilters,
  kycFilterParams,
  kycTabs,
  readKycFilters,
  waitingTime,
} from '../lib/review';
import { KycReviewModal } from './kyc-review-modal';
import { KycStatusBadge } from './kyc-status-badge';

/** /admin/kyc: the review queue (oldest first) and the decided submissions; a row opens one. */
export function KycPage() {
  const { t, i18n } = useTranslation('adminKyc');
  const [params, setParams] = useSearchParams();
  const filters = readKycFilters(params);
  const list = useKycList(filters.status, filters.page);
  const [now] = useState(() => new Date());
  const go = (next: Partial<KycFilters>) => setParams(kycFilterParams({ ...filters, ...next }));
  const listed = list.data?.records.find((r) => r.id === filters.open);

  const columns: Column<AdminKycItem>[] = [
    {
      key: 'member',
      label: t('fields.member'),
      hideInCard: true,
      render: (k) => <MemberCell member={k.member} />,
    },
    { key: 'fullname', label: t('fields.fullname'), render: (k) => k.fullname },
    {
      key: 'id_number',
      label: t('fields.id_number'),
      render: (k) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatIdNumber(k.id_number)}
        </Text>
      ),
    },
    {
      key: 'submitted',
      label: t('fields.submitted'),
      render: (k) => formatDateTime(k.submitted_at, i18n.language),
    },
  ];
  if (filters.status === 'pending') {
    columns.push({
      key: 'waiting',
      label: t('fields.waiting'),
      render: (k) => {
        const waiting = waitingTime(k.submitted_at, now);
        return (
          <Text
            size="sm"
            c={isOverdue(waiting) ? 'orange.8' : undefined}
            fw={isOverdue(waiting) ? 600 : undefined}
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatWaiting(waiting, i18n.language)}
          </Text>
        );
      },
    });
  } else {
    columns.push(
      {
        key: 'reviewed',
        label: t('fields.reviewed'),
        render: (k) => (
          <Stack gap={0}>
            <Text size="sm">
              {k.reviewed_at ? formatDateTime(k.reviewed_at, i18n.language) : '—'}
            </Text>
            {k.reviewed_by && (
              <Text size="xs" c="dimmed">
                {k.reviewed_by}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        key: 'reason',
        label: t('fields.reason'),
        render: (k) => (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {k.reason ?? '—'}
          </Text>
        ),
      },
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <StatusTabs
        values={kycTabs}
        value={filters.status}
        onChange={(status) => go({ status, page: 1, open: null })}
        label={(s) => t(`status.${s}`)}
        testId="admin-kyc-tab"
        total={list.data?.total}
        highlight={(s) => (s === 'pending' ? 'yellow' : undefined)}
      >
        <Card withBorder radius="md" padding="sm">
          <PagedResult
            query={list}
            page={filters.page}
            onPage={(page) => go({ page })}
            emptyText={t(`page.empty.${filters.status}`)}
          >
            {(records) => (
              <DataTable
                rows={records}
                columns={columns}
                rowKey={(k) => k.id}
                cardTitle={(k) => (
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text span fw={600} size="sm" truncate>
                      {k.member.username}{' '}
                      <Text span size="xs" c="dimmed" ff="monospace">
                        {k.member.member_code}
                      </Text>
                    </Text>
                    <KycStatusBadge status={k.status} />
                  </Group>
                )}
                onRowClick={(k) => go({ open: k.id })}
                minWidth={860}
                testId="admin-kyc-table"
              />
            )}
          </PagedResult>
        </Card>
        <KycReviewModal id={filters.open} listed={listed} onClose={() => go({ open: null })} />
      </StatusTabs>
    </Stack>
  );
}
