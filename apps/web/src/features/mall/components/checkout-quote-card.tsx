import { Alert, Divider, Group, Stack, Text } from '@mantine/core';
import { parseMoney, type QuoteReply } from '@rangkai/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatRm } from '@/lib/money';
import { Line, Section } from './checkout-parts';

/** The quote: lines, subtotal, discount, shipping, total and what each wallet pays. */
export function QuoteCard({ quote, updating }: { quote: QuoteReply; updating: boolean }) {
  const { t } = useTranslation('mall');
  const wallets =
    quote.payment_type === 'credit' ? (['point2', 'point4'] as const) : (['point1'] as const);
  return (
    <Section
      title={`${t('checkout.summary')} · ${t(`checkout.${quote.payment_type}`)}`}
      testId="checkout-quote"
    >
      <Stack gap={6} style={{ opacity: updating ? 0.6 : 1 }}>
        {quote.lines.map((line) => (
          <Group key={line.mall_product_id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.name} × {line.quantity}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatRm(line.line_total)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Line
          label={t('checkout.subtotal')}
          value={formatRm(quote.subtotal)}
          testId="quote-subtotal"
        />
        {(parseMoney(quote.discount) ?? 0n) > 0n && (
          <Line
            label={t('checkout.discount')}
            value={`- ${formatRm(quote.discount)}`}
            testId="quote-discount"
          />
        )}
        <Line
          label={t('checkout.shipping')}
          value={formatRm(quote.shipping_fee)}
          testId="quote-shipping"
        />
        <Line
          label={t('checkout.total')}
          value={formatRm(quote.total)}
          strong
          testId="quote-total"
        />
        <Divider label={t('checkout.pay_from')} labelPosition="left" />
        {wallets.map((wallet) => (
          <Group key={wallet} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <Text size="sm">{t(`wallet.${wallet}`)}</Text>
              <Text size="xs" c="dimmed" data-testid={`balance-${wallet}`}>
                {t('checkout.balance', { amount: formatRm(quote.balances[wallet]) })}
              </Text>
            </Stack>
            <Text size="sm" fw={700} data-testid={`pay-${wallet}`}>
              {formatRm(quote.pay[wallet])}
            </Text>
          </Group>
        ))}
        {!quote.sufficient && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="quote-insufficient"
          >
            {t('checkout.insufficient')}
          </Alert>
        )}
      </Stack>
    </Section>
  );
}
