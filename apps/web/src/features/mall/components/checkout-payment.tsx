import { Anchor, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { Voucher } from '@rangkai/shared';
import { Link } from 'react-router';
import { AmountInput } from '@/components/amount-input';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { voucherOff } from '../lib/voucher';
import { Section } from './checkout-parts';

export type PaymentType = 'credit' | 'cash';

/** Credit (point2 then point4, the member choosing how much from point2) or cash (point1). */
export function PaymentSection({
  paymentType,
  onPaymentTypeChange,
  point2,
  onPoint2Change,
}: {
  paymentType: PaymentType;
  onPaymentTypeChange: (value: PaymentType) => void;
  point2: string;
  onPoint2Change: (value: string) => void;
}) {
  const { t } = useTranslation('mall');
  return (
    <Section title={t('checkout.payment')} testId="checkout-payment">
      <Stack gap="xs">
        <SegmentedControl
          fullWidth
          value={paymentType}
          onChange={(value) => onPaymentTypeChange(value as PaymentType)}
          data={[
            { value: 'credit', label: t('checkout.credit') },
            { value: 'cash', label: t('checkout.cash') },
          ]}
          data-testid="checkout-payment-type"
        />
        <Text size="xs" c="dimmed" data-testid="checkout-payment-from">
          {t(`price.${paymentType}_from`)}
        </Text>
        {paymentType === 'credit' && (
          <AmountInput
            label={t('checkout.point2_amount')}
            description={t('checkout.point2_hint')}
            placeholder={t('checkout.point2_auto')}
            leftSection={null}
            leftSectionWidth={undefined}
            value={point2}
            onChange={onPoint2Change}
            data-testid="checkout-point2"
          />
        )}
      </Stack>
    </Section>
  );
}

/** One of the member's claimed vouchers (or none), and a link to claim more. */
export function VoucherSection({
  vouchers,
  value,
  onChange,
}: {
  vouchers: Voucher[];
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation('mall');
  const claimed = vouchers.filter((v) => v.member_voucher_id !== null);
  const voucherLabel = (v: Voucher) => {
    const off = voucherOff(v);
    const what =
      off.kind === 'fixed'
        ? t('vouchers.off_fixed', { amount: groupMoney(off.amount) })
        : t('vouchers.off_percent', { percent: off.percent });
    return `${v.name} · ${what}`;
  };
  return (
    <Section title={t('checkout.voucher')} testId="checkout-voucher">
      <Stack gap={6}>
        <Select
          placeholder={
            claimed.length > 0 ? t('checkout.voucher_none') : t('checkout.voucher_empty')
          }
          data={claimed.map((v) => ({
            value: String(v.member_voucher_id),
            label: voucherLabel(v),
          }))}
          value={value}
          onChange={onChange}
          clearable
          disabled={claimed.length === 0}
          comboboxProps={{ withinPortal: true }}
          data-testid="checkout-voucher-select"
        />
        <Anchor
          component={Link}
          to="/web/voucherList"
          size="xs"
          data-testid="checkout-voucher-link"
        >
          {t('checkout.voucher_more')}
        </Anchor>
      </Stack>
    </Section>
  );
}
