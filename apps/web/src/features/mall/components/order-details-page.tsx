import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FieldLine } from '@/components/admin/field-list';
import { OrderAmounts } from '@/components/order-amounts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { ReceiptButton } from '@/components/receipt-button';
import { useLookup } from '@/features/global';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useOrderDetail } from '../api/orders';
import { fetchOrderReceipt } from '../api/receipt';
import { canConfirmReceipt } from '../lib/order-timeline';
import { ConfirmReceipt } from './confirm-receipt';
import { OrderCoolingOff } from './order-cooling-off';
import { OrderItems, useOrderIdParam } from './order-parts';
import { OrderLoading, OrderProblem } from './order-states';
import { OrderTimeline } from './order-timeline';

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Title order={4} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Where the order goes: the collection point, or the receiver and address (with the state). */
function Destination({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const lookup = useLookup();
  const state = lookup.data?.states.find((s) => s.id === order.state_id)?.name;
  if (order.self_pickup === 1) {
    return (
      <Section title={t('details.collection')} testId="order-destination">
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {order.collect_point?.name ?? '—'}
          </Text>
          {order.collect_point?.address && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {order.collect_point.address}
            </Text>
          )}
        </Stack>
      </Section>
    );
  }
  const address = [order.address, [order.postcode, state].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title={t('details.delivery')} testId="order-destination">
      <Stack gap={6}>
        <FieldLine label={t('details.receiver')}>{order.receiver_fullname || '—'}</FieldLine>
        <FieldLine label={t('details.phone')}>{order.receiver_phone || '—'}</FieldLine>
        <FieldLine label={t('details.address')}>{address || '—'}</FieldLine>
        <FieldLine label={t('details.tracking_number')}>
          {order.tracking_number ? (
            <Anchor component={Link} to={`/web/product/tracking?id=${order.id}`} size="sm">
              {order.tracking_number}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed" span>
              {t('details.not_shipped')}
            </Text>
          )}
        </FieldLine>
      </Stack>
    </Section>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const forOther = order.member.id !== order.paid_by.id;
  return (
    <Stack gap="sm" data-testid="order-details" data-status={order.status}>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Text size="xs" c="dimmed">
              {t(`type.${order.order_type}`)}
            </Text>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="order-ref">
              {order.ref_no}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(order.created_at, i18n.language)}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} size="md" />
        </Group>
        {forOther && (
          <Text size="xs" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('for_member', { username: order.member.username, code: order.member.member_code })} ·{' '}
            {t('paid_by', { username: order.paid_by.username })}
          </Text>
        )}
        <Group mt="sm">
          <ReceiptButton
            load={() => fetchOrderReceipt(order.id)}
            fileName={`receipt-${order.ref_no}.pdf`}
            testId="order-receipt"
          />
        </Group>
      </Card>

      {canConfirmReceipt(order) && <ConfirmReceipt order={order} />}

      <OrderCoolingOff order={order} />

      <Section title={t('details.status')} testId="order-status-section">
        <OrderTimeline order={order} />
      </Section>

      <Section title={t('details.items')}>
        <OrderItems items={order.items} orderType={order.order_type} />
      </Section>

      <Destination order={order} />

      <Section title={t('details.payment')} testId="order-payment">
        <OrderAmounts order={order} />
      </Section>

      {order.remark && (
        <Section title={t('details.remark')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {order.remark}
          </Text>
        </Section>
      )}
    </Stack>
  );
}

/** /web/product/orderDetails?id=: one order with its way so far and, in delivery, "received". */
export function OrderDetailsPage() {
  const { t } = useTranslation('orders');
  const id = useOrderIdParam();
  return (
    <Stack gap="md" data-testid="order-details-page">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Title order={3}>{t('details.title')}</Title>
        <Anchor component={Link} to="/web/product/orderHistory" size="sm">
          {t('history_title')}
        </Anchor>
      </Group>
      {id === null ? <OrderProblem /> : <OrderDetailsBody id={id} />}
    </Stack>
  );
}

function OrderDetailsBody({ id }: { id: number }) {
  const query = useOrderDetail(id);
  if (query.isPending) return <OrderLoading />;
  if (query.isError)
    return <OrderProblem error={query.error} onRetry={() => void query.refetch()} />;
  return <OrderDetails order={query.data} />;
}
