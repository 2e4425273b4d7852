import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { FieldLine } from '@/components/admin/field-list';
import { MemberCell } from '@/components/admin/member-cell';
import { OrderAmounts } from '@/components/order-amounts';
import { useLookup } from '@/features/global';
import { formatDateTime } from '@/lib/date-format';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { isCollection, type OrderAction } from '../lib/order-actions';
import { FulfilmentBadge } from './order-badges';
import { OrderNextStep } from './order-next-step';
import { OrderTimeline } from './order-timeline';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Title order={3} size="h6" mb="xs">
        {title}
      </Title>
      <Stack gap={6}>{children}</Stack>
    </Card>
  );
}

/** Where a delivery goes: receiver, address (state by name), tracking number once shipped. */
function DeliverySection({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminOrders');
  const lookup = useLookup();
  const state = lookup.data?.states.find((s) => s.id === order.state_id)?.name;
  return (
    <Section title={t('order.delivery')}>
      <FieldLine label={t('order.receiver')}>{order.receiver_fullname ?? '—'}</FieldLine>
      <FieldLine label={t('order.phone')}>{order.receiver_phone ?? '—'}</FieldLine>
      <FieldLine label={t('order.address')}>{order.address ?? '—'}</FieldLine>
      <FieldLine label={t('order.postcode')}>{order.postcode ?? '—'}</FieldLine>
      {order.state_id !== null && (
        <FieldLine label={t('order.state')}>{state ?? `#${order.state_id}`}</FieldLine>
      )}
      <FieldLine label={t('order.tracking_number')}>
        <Text span size="sm" ff="monospace" data-testid="admin-order-tracking">
          {order.tracking_number ?? '—'}
        </Text>
      </FieldLine>
      {order.shipped_at && (
        <FieldLine label={t('order.shipped_at')}>
          {formatDateTime(order.shipped_at, i18n.language)}
        </FieldLine>
      )}
    </Section>
  );
}

function CollectionSection({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders');
  return (
    <Section title={t('order.collection')}>
      <FieldLine label={t('order.collect_point')}>{order.collect_point?.name ?? '—'}</FieldLine>
      {order.collect_point && (
        <FieldLine label={t('order.address')}>{order.collect_point.address}</FieldLine>
      )}
      <FieldLine label={t('order.receiver')}>{order.receiver_fullname ?? '—'}</FieldLine>
      <FieldLine label={t('order.phone')}>{order.receiver_phone ?? '—'}</FieldLine>
    </Section>
  );
}

/** An order in full: the next step first, then who, what, where and what happened. */
export function OrderDetail({
  order,
  onAction,
}: {
  order: Order;
  onAction: (action: OrderAction) => void;
}) {
  const { t, i18n } = useTranslation('adminOrders');
  const names = useDisplayNames();
  return (
    <Stack gap="sm" data-testid="admin-order-detail" data-status={order.status}>
      <Group gap={6}>
        <FulfilmentBadge order={order} />
        <Badge variant="light" color="gray" tt="none">
          {t(`types.${order.order_type}`)}
        </Badge>
        <Text size="xs" c="dimmed">
          {formatDateTime(order.created_at, i18n.language)}
        </Text>
      </Group>
      <OrderNextStep order={order} onAction={onAction} />
      <Section title={t('order.member')}>
        <MemberCell member={order.member} />
        {order.paid_by.id !== order.member.id && (
          <FieldLine label={t('order.paid_by')}>
            <MemberCell member={order.paid_by} />
          </FieldLine>
        )}
      </Section>
      <Section title={t('order.items')}>
        {order.items.map((item, index) => (
          <FieldLine
            // Items have no id of their own; their place in the order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            key={index}
            label={
              <Text span size="sm" c="var(--mantine-color-text)">
                {names.orderLineName(item, order.order_type)} × {item.quantity}
              </Text>
            }
          >
            RM {groupMoney(item.price)}
            {item.quantity > 1 && ` ${t('order.each')}`}
          </FieldLine>
        ))}
        <Divider />
        <OrderAmounts order={order} />
      </Section>
      {isCollection(order) ? (
        <CollectionSection order={order} />
      ) : (
        <DeliverySection order={order} />
      )}
      {order.remark && (
        <Section title={t('order.remark')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {order.remark}
          </Text>
        </Section>
      )}
      <Section title={t('order.timeline')}>
        <OrderTimeline order={order} />
      </Section>
    </Stack>
  );
}
