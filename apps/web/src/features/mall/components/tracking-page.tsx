import {
  ActionIcon,
  Anchor,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { IconCheck, IconCopy, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OrderAmounts } from '@/components/order-amounts';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useOrderDetail } from '../api/orders';
import { canConfirmReceipt } from '../lib/order-timeline';
import { ConfirmReceipt } from './confirm-receipt';
import { useOrderIdParam } from './order-parts';
import { OrderLoading, OrderProblem } from './order-states';
import { OrderTimeline } from './order-timeline';

function TrackingNumber({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const collection = order.self_pickup === 1;
  let note = t('tracking.not_shipped');
  if (collection) note = t('tracking.collection', { name: order.collect_point?.name ?? '—' });
  return (
    <Card withBorder radius="md" padding="md" data-testid="tracking-card">
      <Group wrap="nowrap" gap="sm" align="flex-start">
        <ThemeIcon size="xl" radius="xl" variant="light" color="blue">
          <IconTruckDelivery size={22} />
        </ThemeIcon>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed">
            {t('details.tracking_number')}
          </Text>
          {order.tracking_number ? (
            <Group gap={4} wrap="nowrap">
              <Text
                fw={700}
                ff="monospace"
                style={{ overflowWrap: 'anywhere' }}
                data-testid="tracking-number"
              >
                {order.tracking_number}
              </Text>
              <CopyButton value={order.tracking_number}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'tracking.copied' : 'tracking.copy')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      onClick={copy}
                      aria-label={t('tracking.copy')}
                    >
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Text size="sm" data-testid="tracking-none">
              {note}
            </Text>
          )}
          {order.shipped_at && (
            <Text size="xs" c="dimmed">
              {t('tracking.shipped_at', { date: formatDateTime(order.shipped_at, i18n.language) })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Tracking({ id }: { id: number }) {
  const { t } = useTranslation('orders');
  const query = useOrderDetail(id);
  if (query.isPending) return <OrderLoading />;
  if (query.isError)
    return <OrderProblem error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  return (
    <Stack gap="sm" data-testid="tracking" data-status={order.status}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor
          component={Link}
          to={`/web/product/orderDetails?id=${order.id}`}
          fw={700}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="order-ref"
        >
          {order.ref_no}
        </Anchor>
        <OrderStatusBadge status={order.status} size="md" />
      </Group>
      <TrackingNumber order={order} />
      {canConfirmReceipt(order) && <ConfirmReceipt order={order} />}
      <Card withBorder radius="md" padding="md">
        <Title order={4} size="h5" mb="xs">
          {t('details.status')}
        </Title>
        <OrderTimeline order={order} />
      </Card>
      <Card withBorder radius="md" padding="md" data-testid="order-payment">
        <Title order={4} size="h5" mb="xs">
          {t('details.payment')}
        </Title>
        <OrderAmounts order={order} />
      </Card>
    </Stack>
  );
}

/** /web/product/tracking?id=: the tracking number and the order's way so far. */
export function TrackingPage() {
  const { t } = useTranslation('orders');
  const id = useOrderIdParam();
  return (
    <Stack gap="md" data-testid="tracking-page">
      <Title order={3}>{t('tracking.title')}</Title>
      {id === null ? <OrderProblem /> : <Tracking id={id} />}
    </Stack>
  );
}
