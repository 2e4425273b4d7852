import { Badge, type BadgeProps } from '@mantine/core';
import type { OrderStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { orderStatusLook } from '@/lib/order-status';

/** An order's status as a coloured badge; texts from the `orders` namespace. */
export function OrderStatusBadge({
  status,
  size = 'sm',
}: {
  status: OrderStatus;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('orders');
  const { color, labelKey } = orderStatusLook(status);
  return (
    <Badge
      size={size}
      variant="light"
      color={color}
      data-testid="order-status"
      data-status={status}
      style={{ flexShrink: 0 }}
    >
      {t(labelKey)}
    </Badge>
  );
}
