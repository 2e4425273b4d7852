import { Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/i18n';
import { formatRm } from '@/lib/money';

/**
 * Mall prices, shown one way everywhere (cards, details, cart, checkout): an amount in ringgit
 * ("RM 19.00", `formatRm`, as on the order screens) with the way it is paid said before it,
 * "Credit" (BUSINESS_RULES §12: from the redemption wallet point2, then the repurchase wallet
 * point4) or "Cash" (from the cash wallet point1). `PriceNote` explains the two.
 */
export type PayKind = 'credit' | 'cash';

const sizes = { sm: ['sm', 'xs'], md: ['md', 'sm'], lg: ['lg', 'md'] } as const;

/** A deep orange that small text can use on white (contrast 5.2:1; Mantine's orange.8 is 3.6). */
const CREDIT_COLOR = '#c2410c';

/** "Credit RM 19.00": the label, then the amount. */
export function PriceLine({
  kind,
  amount,
  size = 'sm',
  testId,
}: {
  kind: PayKind;
  amount: string;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('mall');
  const credit = kind === 'credit';
  const [main, minor] = sizes[size];
  return (
    <Text
      size={credit ? main : minor}
      fw={credit ? 700 : 500}
      c={credit ? CREDIT_COLOR : 'dimmed'}
      lh={1.35}
      data-testid={testId ?? `price-${kind}`}
    >
      <Text span inherit fw={500} fz="xs" mr={4}>
        {t(`checkout.${kind}`)}
      </Text>
      <span style={{ whiteSpace: 'nowrap' }}>{formatRm(amount)}</span>
    </Text>
  );
}

/** A member's price of a product (or of the chosen cart lines): credit, then cash. */
export function Prices({
  credit,
  cash,
  size = 'sm',
}: {
  credit: string;
  cash: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Stack gap={0}>
      <PriceLine kind="credit" amount={credit} size={size} />
      <PriceLine kind="cash" amount={cash} size={size} />
    </Stack>
  );
}

/** Which wallets pay a credit price and which a cash price (and who pays premium prices). */
export function PriceNote({ premium = true }: { premium?: boolean }) {
  const { t } = useTranslation('mall');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="price-note">
      <IconInfoCircle
        size={16}
        color="var(--mantine-color-dimmed)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Stack gap={0}>
        {(['credit', 'cash'] as const).map((kind) => (
          <Text key={kind} size="xs" c="dimmed">
            <Text span inherit fw={700}>
              {t(`checkout.${kind}`)}
            </Text>
            {' · '}
            {t(`price.${kind}_from`)}
          </Text>
        ))}
        {premium && (
          <Text size="xs" c="dimmed">
            {t('price.premium_note')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
