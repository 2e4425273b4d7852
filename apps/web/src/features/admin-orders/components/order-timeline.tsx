import { Text, Timeline } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { useOrderEventNote } from '@/components/order-event-note';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';

/** Every status change of an order, oldest first, with who made it and their note. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminOrders');
  const noteOf = useOrderEventNote();
  if (order.events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('order.no_events')}
      </Text>
    );
  }
  return (
    <Timeline active={order.events.length - 1} bulletSize={14} lineWidth={2}>
      {order.events.map((event, index) => (
        <Timeline.Item
          // Events are append-only and oldest first, so their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
          key={index}
          title={t(`status.${event.status}`)}
          data-testid="admin-order-event"
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(event.created_at, i18n.language)} ·{' '}
            {t('order.by', { actor: event.actor })}
          </Text>
          {noteOf(event) && (
            <Text
              size="sm"
              mt={2}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="admin-order-note"
            >
              {noteOf(event)}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
