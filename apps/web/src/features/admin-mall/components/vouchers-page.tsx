import { Button, Card, Stack, Text } from '@mantine/core';
import type { AdminVoucher } from '@rangkai/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { editColumn } from '@/components/admin/edit-column';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { useIsAdmin } from '@/lib/admin-me';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { groupMoney } from '@/lib/money';
import { useAdminVouchers } from '../api/vouchers';
import { ActiveBadge } from './status-badges';
import { VoucherDiscount } from './voucher-discount';
import { VoucherModal } from './voucher-modal';

/** /admin/mall/vouchers: every voucher with its window and use; create and edit. */
export function VouchersPage() {
  const { t, i18n } = useTranslation('adminMall');
  const canEdit = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const list = useAdminVouchers(page);
  const [editing, setEditing] = useState<AdminVoucher | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (voucher: AdminVoucher | null) => {
    setEditing(voucher);
    setOpened(true);
  };

  const columns: Column<AdminVoucher>[] = [
    {
      key: 'code',
      label: t('vouchers.code'),
      hideInCard: true,
      render: (v) => (
        <Text size="sm" fw={700} ff="monospace">
          {v.code}
        </Text>
      ),
    },
    {
      key: 'name',
      label: t('vouchers.name'),
      render: (v) => (
        <Text size="sm" miw={140} maw={240}>
          {v.name}
        </Text>
      ),
    },
    {
      key: 'discount',
      label: t('vouchers.discount'),
      render: (v) => (
        <Text size="sm" miw={130}>
          <VoucherDiscount voucher={v} />
        </Text>
      ),
    },
    {
      key: 'min_spend',
      label: t('vouchers.min_spend'),
      numeric: true,
      render: (v) => groupMoney(v.min_spend),
    },
    {
      key: 'window',
      label: t('vouchers.window'),
      render: (v) => (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(v.starts_at, i18n.language)}
          <br />
          {formatDateTime(v.ends_at, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'use',
      label: t('vouchers.use'),
      numeric: true,
      render: (v) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="admin-mall-voucher-use">
          {v.claimed} / {v.used} / {v.total_quantity}
        </Text>
      ),
    },
    {
      key: 'limit',
      label: t('vouchers.per_member_limit'),
      numeric: true,
      render: (v) => v.per_member_limit,
    },
    { key: 'active', label: t('products.state'), render: (v) => <ActiveBadge active={v.active} /> },
    ...editColumn<AdminVoucher>(canEdit, t('common.edit'), 'admin-mall-voucher-edit', open),
  ];

  return (
    <Stack gap="md" data-testid="admin-mall-vouchers-page">
      <PageHeader
        title={t('vouchers.heading')}
        subtitle={t('vouchers.subtitle')}
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => open(null)}
              data-testid="admin-mall-voucher-new"
            >
              {t('vouchers.new')}
            </Button>
          )
        }
      />
      <Card withBorder radius="md" padding="sm">
        <PagedResult
          query={list}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          emptyText={t('vouchers.empty')}
        >
          {(rows) => (
            <DataTable
              rows={rows}
              columns={columns}
              rowKey={(v) => v.id}
              cardTitle={(v) => `${v.code} · ${v.name}`}
              onRowClick={canEdit ? open : undefined}
              minWidth={1000}
              testId="admin-mall-vouchers-table"
            />
          )}
        </PagedResult>
        <Text size="xs" c="dimmed" mt="xs">
          {t('vouchers.use_hint')}
        </Text>
      </Card>
      <VoucherModal opened={opened} voucher={editing} onClose={() => setOpened(false)} />
    </Stack>
  );
}
