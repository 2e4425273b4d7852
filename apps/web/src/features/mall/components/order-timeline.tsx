import { Text, Timeline } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { IconCheck, IconCircleDashed, IconPoint } from '@tabler/icons-react';
import { useOrderEventNote } from '@/components/order-event-note';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { orderStatusLook } from '@/lib/order-status';
import { activeStep, orderTimeline } from '../lib/order-timeline';

/** The order's way (BUSINESS_RULES §12) with when each step happened and any note. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const noteOf = useOrderEventNote();
  const steps = orderTimeline(order);
  const cancelled = order.status === 'cancelled';
  return (
    <Timeline
      active={activeStep(steps)}
      bulletSize={22}
      lineWidth={2}
      color={cancelled ? 'gray' : 'teal'}
      data-testid="order-timeline"
    >
      {steps.map((step) => {
        let bullet = <IconCircleDashed size={14} />;
        if (step.state === 'done') bullet = <IconCheck size={14} />;
        else if (step.state === 'current') bullet = <IconPoint size={14} />;
        const note = step.event ? noteOf(step.event) : null;
        return (
          <Timeline.Item
            key={step.status}
            bullet={bullet}
            title={t(orderStatusLook(step.status).labelKey)}
            data-testid="timeline-step"
            data-state={step.state}
          >
            <Text size="xs" c="dimmed">
              {step.event
                ? formatDateTime(step.event.created_at, i18n.language)
                : t('timeline.pending')}
            </Text>
            {note && (
              <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="timeline-note">
                {note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
