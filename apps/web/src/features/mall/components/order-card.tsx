import { Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { IconChevronRight, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { OrderCoolingOff } from './order-cooling-off';
import { OrderItems, rm } from './order-parts';

/** An order in a list: ref no, status, items, total and date; opens the order's details. */
export function OrderCard({ order, showMember = false }: { order: Order; showMember?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const details = `/web/product/orderDetails?id=${order.id}`;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="order-card" data-status={order.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={0} miw={0}>
            <Anchor
              component={Link}
              to={details}
              fw={700}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="order-ref"
            >
              {order.ref_no}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatDateTime(order.created_at, i18n.language)}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>
        {showMember && (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }} data-testid="order-member">
            {t('for_member', { username: order.member.username, code: order.member.member_code })}
          </Text>
        )}
        <OrderItems items={order.items} orderType={order.order_type} compact />
        <OrderCoolingOff order={order} compact />
        <Divider />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t(order.self_pickup === 1 ? 'collection' : 'delivery')}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('total')}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="order-total">
              {rm(order.total_amount)}
            </Text>
          </Group>
        </Group>
        <Group justify="flex-end" gap="xs">
          {order.tracking_number && (
            <Button
              component={Link}
              to={`/web/product/tracking?id=${order.id}`}
              size="compact-sm"
              variant="light"
              leftSection={<IconTruckDelivery size={14} />}
              data-testid="order-track"
            >
              {t('track')}
            </Button>
          )}
          <Button
            component={Link}
            to={details}
            size="compact-sm"
            variant="subtle"
            rightSection={<IconChevronRight size={14} />}
            data-testid="order-details-link"
          >
            {t('view_details')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
