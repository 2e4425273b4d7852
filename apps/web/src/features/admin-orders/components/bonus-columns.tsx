import { Stack, Text } from '@mantine/core';
import type { Column } from '@/components/admin/data-table';
import { MemberCell } from '@/components/admin/member-cell';
import { isDeduction, signedBonus } from '@/features/bonus';
import { formatDay } from '@/lib/date-format';
import type { TFunction } from '@/lib/i18n';
import type { AdminBonusRecord } from '../api/bonuses';
import { detailEntries } from '../lib/labels';
import { BonusTypeBadge } from './order-badges';

/** A wallet's part: taken from it (shown negative) for a clawback or a debt repayment. */
const money = (b: AdminBonusRecord, amount: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {signedBonus(b.bonus_type, amount)}
  </Text>
);

/** The columns of a bonus list; `withMember` false on a member's own page. */
export function bonusColumns(
  t: TFunction<'adminOrders'>,
  language: string,
  withMember: boolean,
): Column<AdminBonusRecord>[] {
  const columns: Column<AdminBonusRecord>[] = [
    {
      key: 'date',
      label: t('bonuses.date'),
      render: (b) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(b.business_date, language)}
        </Text>
      ),
    },
    {
      key: 'type',
      label: t('bonuses.type'),
      render: (b) => <BonusTypeBadge type={b.bonus_type} />,
    },
    {
      key: 'amount',
      label: t('bonuses.amount'),
      numeric: true,
      render: (b) => (
        <Text
          size="sm"
          fw={700}
          c={isDeduction(b.bonus_type) ? 'red.7' : 'teal.7'}
          style={{ whiteSpace: 'nowrap' }}
          data-testid="admin-bonus-amount"
        >
          RM {signedBonus(b.bonus_type, b.amount)}
        </Text>
      ),
    },
    { key: 'point1', label: t('bonuses.point1'), numeric: true, render: (b) => money(b, b.point1) },
    { key: 'point4', label: t('bonuses.point4'), numeric: true, render: (b) => money(b, b.point4) },
    {
      key: 'source',
      label: t('bonuses.source'),
      render: (b) =>
        b.source ? (
          <Stack gap={0}>
            <Text size="sm">{b.source.username}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {b.source.member_code}
            </Text>
          </Stack>
        ) : (
          '—'
        ),
    },
    {
      key: 'details',
      label: t('bonuses.details'),
      render: (b) => {
        const entries = detailEntries(b.details);
        if (entries.length === 0) return '—';
        return (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {entries
              .map(([key, value]) => `${t(`detail_keys.${key}`, { defaultValue: key })}: ${value}`)
              .join(' · ')}
          </Text>
        );
      },
    },
  ];
  if (withMember) {
    columns.splice(1, 0, {
      key: 'member',
      label: t('bonuses.member'),
      render: (b) => <MemberCell member={b.member} />,
    });
  }
  return columns;
}
