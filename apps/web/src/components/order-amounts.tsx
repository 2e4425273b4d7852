import { Divider, Group, Stack, Text } from '@mantine/core';
import { type Order, parseMoney } from '@rangkai/shared';
import { FieldLine } from '@/components/admin/field-list';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';

const rm = (amount: string) => `RM ${groupMoney(amount)}`;
const WALLETS = ['point2', 'point4', 'point1', 'point3'] as const;

/** The wallets that paid an order, with what each paid (none when the order cost nothing). */
export function paidWallets(order: Pick<Order, 'paid'>) {
  return WALLETS.filter((w) => (parseMoney(order.paid[w]) ?? 0n) > 0n).map((wallet) => ({
    wallet,
    amount: order.paid[wallet],
  }));
}

/**
 * An order's money as every order screen shows it (BUSINESS_RULES §12): subtotal, the voucher
 * (code and discount), shipping, total, then how it was paid and from which wallets.
 */
export function OrderAmounts({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const discount = parseMoney(order.discount) ?? 0n;
  const wallets = paidWallets(order);
  return (
    <Stack gap={6} data-testid="order-amounts">
      <FieldLine label={t('subtotal')}>
        <span data-testid="order-subtotal">{rm(order.subtotal)}</span>
      </FieldLine>
      {discount > 0n && (
        <FieldLine
          label={
            order.voucher_code
              ? t('amounts.voucher_code', { code: order.voucher_code })
              : t('amounts.voucher')
          }
        >
          <Text span size="sm" c="teal.8" data-testid="order-discount">
            −{rm(order.discount)}
          </Text>
        </FieldLine>
      )}
      <FieldLine label={t('shipping_fee')}>
        <span data-testid="order-shipping">{rm(order.shipping_fee)}</span>
      </FieldLine>
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('total')}</Text>
        <Text fw={800} data-testid="order-total">
          {rm(order.total_amount)}
        </Text>
      </Group>
      <FieldLine label={t('details.payment_type')}>
        {t(`payment.${order.payment_type}`, { defaultValue: order.payment_type })}
      </FieldLine>
      {wallets.map(({ wallet, amount }) => (
        <FieldLine
          key={wallet}
          label={t('amounts.from_wallet', { wallet: t(`payment.${wallet}`) })}
        >
          <span data-testid={`order-paid-${wallet}`}>{rm(amount)}</span>
        </FieldLine>
      ))}
    </Stack>
  );
}
