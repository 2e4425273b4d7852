import { Group, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { useSearchParams } from 'react-router';
import { useDisplayNames } from '@/lib/display-names';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { lineAmount } from '../lib/order-timeline';

/** `?id=` of the order pages: a positive whole number, or null. */
export function useOrderIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const rm = (amount: string) => `RM ${groupMoney(amount)}`;

/**
 * The items of an order: name, quantity × price, and the line's amount. A package order's line
 * is named as the package records name the package (the locale's name for it); a mall line by
 * the names it kept when ordered.
 */
export function OrderItems({
  items,
  orderType,
  compact = false,
}: {
  items: Order['items'];
  orderType: Order['order_type'];
  compact?: boolean;
}) {
  const { t } = useTranslation('orders');
  const names = useDisplayNames();
  return (
    <Stack gap={compact ? 2 : 6} data-testid="order-items">
      {items.map((item, index) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no id of their own
          key={index}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          align="flex-start"
        >
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={compact ? 400 : 500} style={{ overflowWrap: 'anywhere' }}>
              {names.orderLineName(item, orderType)}
            </Text>
            {!compact && (
              <Text size="xs" c="dimmed">
                {t('quantity_price', { quantity: item.quantity, price: groupMoney(item.price) })}
              </Text>
            )}
          </Stack>
          <Text size="sm" c={compact ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {compact ? `× ${item.quantity}` : rm(lineAmount(item.price, item.quantity))}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
