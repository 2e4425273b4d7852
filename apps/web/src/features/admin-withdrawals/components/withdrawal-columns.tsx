import { Button, Stack, Text } from '@mantine/core';
import type { AdminWithdrawal, WithdrawStatus } from '@rangkai/shared';
import type { Column } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { formatDateTime } from '@/lib/date-format';
import type { TFunction } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { type WithdrawalAction, withdrawalActions } from '../lib/withdrawals';
import { BankCell, PhaseText } from './withdrawal-cells';

function Money({ value, strong }: { value: string; strong?: boolean }) {
  return (
    <Text size="sm" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
      RM {groupMoney(value)}
    </Text>
  );
}

/** The columns of a status tab: money and bank first, then what that status adds. */
export function withdrawalColumns(
  t: TFunction,
  language: string,
  status: WithdrawStatus,
  onAction: (w: AdminWithdrawal, action: WithdrawalAction | null) => void,
): Column<AdminWithdrawal>[] {
  const columns: Column<AdminWithdrawal>[] = [
    {
      key: 'member',
      label: t('fields.member'),
      hideInCard: true,
      render: (w) => <MemberCell member={w.member} />,
    },
    {
      key: 'amount',
      label: t('fields.amount'),
      numeric: true,
      render: (w) => <Money value={w.amount} />,
    },
    { key: 'fee', label: t('fields.fee'), numeric: true, render: (w) => <Money value={w.fee} /> },
    {
      key: 'received',
      label: t('fields.amount_received'),
      numeric: true,
      render: (w) => <Money value={w.amount_received} strong />,
    },
    { key: 'bank', label: t('fields.bank'), render: (w) => <BankCell w={w} /> },
    {
      key: 'requested',
      label: t('fields.requested'),
      render: (w) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(w.created_at, language)}</Text>
          <Text size="xs" c="dimmed">
            <PhaseText phase={w.phase} />
          </Text>
        </Stack>
      ),
    },
  ];
  if (status === 'approved' || status === 'rejected') {
    columns.push({
      key: 'reviewed',
      label: t('fields.reviewed'),
      render: (w) => (
        <Stack gap={0}>
          <Text size="sm">{w.reviewed_at ? formatDateTime(w.reviewed_at, language) : '—'}</Text>
          {w.reviewed_by && (
            <Text size="xs" c="dimmed">
              {w.reviewed_by}
            </Text>
          )}
        </Stack>
      ),
    });
  }
  if (status === 'rejected') {
    columns.push({
      key: 'reason',
      label: t('fields.reason'),
      render: (w) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {w.reason ?? '—'}
        </Text>
      ),
    });
  }
  if (status === 'completed') {
    columns.push(
      {
        key: 'paid',
        label: t('fields.paid'),
        render: (w) => (w.paid_at ? formatDateTime(w.paid_at, language) : '—'),
      },
      {
        key: 'reference',
        label: t('fields.bank_reference'),
        render: (w) => (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {w.bank_reference ?? '—'}
          </Text>
        ),
      },
    );
  }
  if (withdrawalActions[status].length > 0) {
    columns.push({
      key: 'action',
      label: '',
      render: (w) => {
        const pay = withdrawalActions[w.status].includes('pay');
        return (
          <Button
            size="compact-sm"
            variant={pay ? 'filled' : 'light'}
            onClick={(event) => {
              event.stopPropagation();
              onAction(w, pay ? 'pay' : null);
            }}
            data-testid="admin-withdrawal-open"
          >
            {t(pay ? 'actions.pay' : 'actions.review')}
          </Button>
        );
      },
    });
  }
  return columns;
}
