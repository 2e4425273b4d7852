import { Badge } from '@mantine/core';
import type { BonusEntryType, Order, OrderStatus } from '@rangkai/shared';
import { IconBuildingStore, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { isCollection } from '../lib/order-actions';

const statusColors: Record<OrderStatus, string> = {
  processing: 'yellow',
  delivery: 'blue',
  ready_for_collection: 'grape',
  completed: 'teal',
  cancelled: 'gray',
  return_requested: 'orange',
  returned: 'dark',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('adminOrders');
  return (
    <Badge
      variant="light"
      color={statusColors[status]}
      tt="none"
      miw="max-content"
      data-testid="admin-order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Delivered to an address, or collected at a centre. */
export function FulfilmentBadge({ order }: { order: Pick<Order, 'self_pickup'> }) {
  const { t } = useTranslation('adminOrders');
  const collection = isCollection(order);
  const Icon = collection ? IconBuildingStore : IconTruckDelivery;
  return (
    <Badge
      variant="outline"
      color={collection ? 'grape' : 'blue'}
      tt="none"
      miw="max-content"
      leftSection={<Icon size={12} />}
    >
      {t(collection ? 'fulfilment.collection' : 'fulfilment.delivery')}
    </Badge>
  );
}

const bonusColors: Record<BonusEntryType, string> = {
  sponsor: 'teal',
  pairing: 'blue',
  level: 'violet',
  leadership: 'orange',
  sponsor_clawback: 'red',
  debt_repayment: 'pink',
};

export function BonusTypeBadge({ type }: { type: BonusEntryType }) {
  const { t } = useTranslation('adminOrders');
  return (
    <Badge
      variant="light"
      color={bonusColors[type]}
      tt="none"
      miw="max-content"
      data-testid="admin-bonus-type"
      data-type={type}
    >
      {t(`bonus_types.${type}`)}
    </Badge>
  );
}
