import { Badge, Button, Stack, Text } from '@mantine/core';
import type { BonusCloseDay } from '@rangkai/shared';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Column } from '@/components/admin/data-table';
import { formatDateTime, formatDay } from '@/lib/date-format';
import type { TFunction } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { bonusColors, closeBonusKeys, formatDuration } from '../lib/figures';
import { CloseStatusBadge, RatioText } from './close-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;

const money = (amount: string) => (
  <Text size="sm" style={nowrap}>
    {groupMoney(amount)}
  </Text>
);

interface CloseColumnsOptions {
  language: string;
  alertRatio: string;
  /** The oldest waiting date: the only one that may be closed next. */
  next: string | null;
  /** Whether the operator may close a date (admins; support only reads). */
  canClose: boolean;
  onClose: (day: BonusCloseDay) => void;
}

/** The columns of the list of business dates: figures, then how and when the close ran. */
export function closeColumns(
  t: TFunction<'adminCompensation'>,
  { language, alertRatio, next, canClose, onClose }: CloseColumnsOptions,
): Column<BonusCloseDay>[] {
  return [
    {
      key: 'date',
      label: t('table.date'),
      hideInCard: true,
      // The status under the date (one column less, so the table fits a laptop's width).
      render: (d) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600} style={nowrap}>
            {formatDay(d.business_date, language)}
          </Text>
          <CloseStatusBadge status={d.status} date={d.business_date} />
        </Stack>
      ),
    },
    {
      key: 'close',
      label: t('table.close'),
      render: (d) => {
        if (d.status === 'pending') {
          if (d.business_date === next && canClose) {
            return (
              <Button
                size="xs"
                color="orange"
                leftSection={<IconPlayerPlay size={14} />}
                onClick={() => onClose(d)}
                data-testid="admin-close-now"
              >
                {t('table.close_now')}
              </Button>
            );
          }
          return (
            <Text size="xs" c="dimmed" style={nowrap}>
              {next && next !== d.business_date
                ? t('table.waits', { date: formatDay(next, language) })
                : t('status.pending')}
            </Text>
          );
        }
        return (
          <div>
            <Text size="xs">
              {d.finished_at ? formatDateTime(d.finished_at, language) : '—'} ·{' '}
              <span style={nowrap}>{formatDuration(d.duration_ms)}</span>
            </Text>
            <Badge size="sm" variant="outline" color="gray" tt="none" miw="max-content">
              {d.trigger ? t(`triggers.${d.trigger}`) : '—'}
              {d.triggered_by ? ` · ${d.triggered_by}` : ''}
            </Badge>
          </div>
        );
      },
    },
    {
      key: 'sales',
      label: t('table.sales'),
      numeric: true,
      render: (d) => (
        <Stack gap={0} align="flex-end">
          {money(d.sales)}
          <Text size="xs" c="dimmed" style={nowrap}>
            {t('summary.purchases', { count: d.purchases })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'bonus',
      label: t('table.bonus'),
      numeric: true,
      // The total, then each type beneath it (four columns less than one per type).
      render: (d) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm" fw={700} style={nowrap} data-testid="admin-close-bonus">
            RM {groupMoney(d.bonus)}
          </Text>
          {closeBonusKeys.map((key) => (
            <Text key={key} size="xs" c="dimmed" style={nowrap} data-testid={`admin-close-${key}`}>
              {t(`bonus_types.${key}`)}{' '}
              <Text span inherit c={Number(d[key]) > 0 ? bonusColors[key] : undefined} fw={600}>
                {groupMoney(d[key])}
              </Text>
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      key: 'ratio',
      label: t('table.ratio'),
      numeric: true,
      render: (d) => <RatioText ratio={d.payout_ratio} alertRatio={alertRatio} />,
    },
    {
      key: 'members_paid',
      label: t('table.members_paid'),
      numeric: true,
      render: (d) => d.members_paid,
    },
    {
      key: 'volume',
      label: t('table.volume'),
      numeric: true,
      render: (d) => (
        <Text size="sm" style={nowrap}>
          {groupMoney(d.matched)} / {groupMoney(d.flushed)}
        </Text>
      ),
    },
    {
      key: 'carry',
      label: t('table.carry'),
      numeric: true,
      render: (d) => (
        <Text size="sm" style={nowrap}>
          {groupMoney(d.carry_left)} / {groupMoney(d.carry_right)}
        </Text>
      ),
    },
    {
      key: 'rank_changes',
      label: t('table.rank_changes'),
      numeric: true,
      render: (d) => d.rank_changes,
    },
  ];
}
