import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { IconArrowBackUp, IconCalendarDue, IconTruckReturn } from '@tabler/icons-react';
import { useMemberInfo } from '@/features/member';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { openCancelOrder } from '../dialogs';
import { orderCoolingOff } from '../lib/cancel-order';

/** The statement of BUSINESS_RULES §13, in the words of the Act (shown beside its translation). */
const COOLING_OFF_STATEMENT =
  'THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS';

/**
 * A mall order's cooling-off period (BUSINESS_RULES §13): the last day to cancel with the
 * statement and "Cancel order" while it runs (or that it ended); a return awaited, or done.
 * `compact` (order lists): the last day only.
 */
export function OrderCoolingOff({ order, compact = false }: { order: Order; compact?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  // Only the member whose order it is cancels it (a sponsor may view a downline's order).
  const viewer = useMemberInfo().data?.id;
  const own = viewer !== undefined && order.member.id === viewer;
  const total = groupMoney(order.total_amount);
  if (order.status === 'return_requested' || order.status === 'returned')
    return compact ? null : (
      <Alert
        color={order.status === 'returned' ? 'gray' : 'orange'}
        variant="light"
        icon={<IconTruckReturn size={18} />}
        data-testid="order-return-state"
      >
        {t(order.status === 'returned' ? 'cancel.returned_done' : 'cancel.return_pending', {
          total,
        })}
      </Alert>
    );
  const period = orderCoolingOff(order);
  if (period.state === 'none') return null;
  const day = formatDay(period.until, i18n.language);
  if (compact)
    return (
      <Text
        size="xs"
        c={period.state === 'open' ? 'orange.9' : 'dimmed'}
        data-testid="order-last-day"
      >
        {period.state === 'open'
          ? t('cancel.last_day', { date: day })
          : t('cancel.ended', { date: day })}
      </Text>
    );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={period.state === 'open' ? 'orange.0' : 'gray.0'}
      data-testid="order-cooling-off"
      data-state={period.state}
    >
      <Stack gap={6}>
        <Text
          size="sm"
          fw={600}
          c={period.state === 'open' ? 'orange.9' : 'dimmed'}
          data-testid="order-last-day"
        >
          <IconCalendarDue size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
          {period.state === 'open'
            ? t('cancel.last_day', { date: day })
            : t('cancel.ended', { date: day })}
        </Text>
        {i18n.language !== 'en' && (
          <Text size="xs" c="dimmed">
            {t('cancel.statement')}
          </Text>
        )}
        <Text size="xs" c="dimmed" fw={600} lang="en">
          {COOLING_OFF_STATEMENT}
        </Text>
        {period.state === 'open' && own && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => openCancelOrder({ order })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="order-cancel"
          >
            {t('cancel.button')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
