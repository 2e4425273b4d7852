import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { UserPackage } from '@rangkai/shared';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Column, DataTable } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { PagedResult } from '@/components/admin/paged-result';
import { ReceiptButton } from '@/components/receipt-button';
import { businessToday } from '@/lib/business-time';
import { formatDateTime, formatDay } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useMemberPackages } from '../api/member-packages';
import { fetchAdminPackageReceipt } from '../api/package-receipt';
import { OrderStatusBadge } from './order-badges';

const money = (amount: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {groupMoney(amount)}
  </Text>
);

/**
 * A member's package history: registration and each upgrade, what it cost, its starter kit, and its
 * cooling-off period (BUSINESS_RULES §13: the last day to cancel, or when it was cancelled).
 */
export function MemberPackagesTab({ memberId }: { memberId: number }) {
  const { t, i18n } = useTranslation('adminOrders');
  const names = useDisplayNames();
  const [page, setPage] = useState(1);
  const packages = useMemberPackages(memberId, page);
  const today = businessToday();
  const name = (pkg: UserPackage['to_package']) =>
    names.packageName({ package_name: pkg.package_name, package_name_en: pkg.package_name_en });

  const columns: Column<UserPackage>[] = [
    {
      key: 'date',
      label: t('packages.date'),
      render: (p) => formatDateTime(p.created_at, i18n.language),
    },
    {
      key: 'package',
      label: t('packages.package'),
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Badge
            variant="light"
            color={p.kind === 'upgrade' ? 'grape' : 'teal'}
            tt="none"
            miw="max-content"
          >
            {t(`packages.kinds.${p.kind}`)}
          </Badge>
          {p.from_package && (
            <>
              <Text size="sm">{name(p.from_package)}</Text>
              <IconArrowRight size={14} />
            </>
          )}
          <Text size="sm" fw={600}>
            {name(p.to_package)}
          </Text>
        </Group>
      ),
    },
    { key: 'amount', label: t('packages.amount'), numeric: true, render: (p) => money(p.amount) },
    { key: 'bv', label: t('packages.bv'), numeric: true, render: (p) => money(p.bv) },
    {
      key: 'shipping',
      label: t('packages.shipping_fee'),
      numeric: true,
      render: (p) => money(p.shipping_fee),
    },
    {
      key: 'total',
      label: t('packages.total'),
      numeric: true,
      render: (p) => (
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          RM {groupMoney(p.total)}
        </Text>
      ),
    },
    {
      key: 'paid_by',
      label: t('packages.paid_by'),
      render: (p) =>
        p.paid_by.id === p.member.id ? t('packages.self') : <MemberCell member={p.paid_by} />,
    },
    {
      key: 'order',
      label: t('packages.order'),
      render: (p) =>
        p.order ? (
          <Stack gap={2} align="flex-start">
            <Anchor
              component={Link}
              to={`/admin/orders?status=all&order=${p.order.id}`}
              size="sm"
              ff="monospace"
              data-testid="admin-package-order-link"
            >
              {p.order.ref_no}
            </Anchor>
            <OrderStatusBadge status={p.order.status} />
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'cooling_off',
      label: t('packages.cooling_off'),
      render: (p) =>
        p.status === 'cancelled' ? (
          <Stack gap={2} align="flex-start" data-testid="admin-package-cancelled">
            <Badge variant="filled" color="red" tt="none" miw="max-content">
              {t('packages.cancelled')}
            </Badge>
            {p.cancelled_at && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(p.cancelled_at, i18n.language)}
              </Text>
            )}
          </Stack>
        ) : (
          <Text
            size="sm"
            c={p.cooling_off_until >= today ? 'orange.8' : 'dimmed'}
            style={{ whiteSpace: 'nowrap' }}
            data-testid="admin-package-cooling-off"
          >
            {t(p.cooling_off_until >= today ? 'packages.until' : 'packages.ended', {
              date: formatDay(p.cooling_off_until, i18n.language),
            })}
          </Text>
        ),
    },
    {
      key: 'receipt',
      label: '',
      render: (p) => (
        <ReceiptButton
          load={() => fetchAdminPackageReceipt(p.id)}
          fileName={`receipt-${p.order?.ref_no ?? p.id}.pdf`}
          testId="admin-package-receipt"
        />
      ),
    },
  ];

  return (
    <PagedResult query={packages} page={page} onPage={setPage} emptyText={t('packages.empty')}>
      {(records) => (
        <DataTable
          rows={records}
          columns={columns}
          rowKey={(p) => p.id}
          minWidth={1180}
          testId="admin-member-packages-table"
        />
      )}
    </PagedResult>
  );
}
