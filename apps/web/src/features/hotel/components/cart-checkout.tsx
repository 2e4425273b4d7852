import { Alert, Divider, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HotelCartReply } from '@rangkai/shared';
import { IconAlertTriangle, IconCalendarCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AmountInput } from '@/components/amount-input';
import { FormSubmit } from '@/components/form-submit';
import { useMemberInfo } from '@/features/member';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showSuccess } from '@/lib/messages';
import { formatRm } from '@/lib/money';
import { useHotelCheckout } from '../api/hotels';
import { type PaymentType, planPayment } from '../lib/payment';

const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
  INCORRECT_AMOUNT: 'point2',
};

/**
 * Pays the whole hotel cart: credit (point2 — as much as the member sets — then point4) or cash
 * (point1), the balances and each wallet's part shown, the security password, one
 * Idempotency-Key per confirmed submission.
 */
export function CartCheckout({ cart, onRefused }: { cart: HotelCartReply; onRefused: () => void }) {
  const { t, i18n } = useTranslation('hotel');
  const { t: tErrors } = useTranslation('errors');
  const member = useMemberInfo();
  const checkout = useHotelCheckout();
  const idempotency = useIdempotencyKey();
  const navigate = useNavigate();
  const [paymentType, setPaymentType] = useState<PaymentType>('credit');
  const [point2, setPoint2] = useState('');
  const form = useForm({
    initialValues: { sec_password: '', point2: '' },
    validate: { sec_password: (v) => (v ? null : 'REQUIRED') },
  });

  const balances = member.data ?? { point1: '0.00', point2: '0.00', point4: '0.00' };
  const plan = planPayment(cart.total, paymentType, point2, balances);
  const wallets =
    paymentType === 'credit' ? (['point2', 'point4'] as const) : (['point1'] as const);
  const blocked = !cart.all_available || cart.records.length === 0;

  const submit = form.onSubmit((values) => {
    const details = {
      payment_type: paymentType,
      ...(paymentType === 'credit' && point2.trim() !== '' ? { point2: point2.trim() } : {}),
      lines: cart.records.map((l) => l.id),
    };
    const { lines: _lines, ...body } = details;
    checkout.mutate(
      {
        body: { ...body, language: i18n.language, sec_password: values.sec_password },
        key: idempotency.keyFor(details),
      },
      {
        onSuccess: (reply) => {
          idempotency.reset();
          showSuccess('hotel:checkout.success', { count: reply.bookings.length });
          void navigate('/web/hotel/bookings', { replace: true });
        },
        onError: (error) => {
          onRefused();
          applyServerErrors(t, form, error, { codeFields });
        },
      },
    );
  });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="hotel-checkout"
    >
      <Stack gap="xs">
        <Text fw={700}>{t('checkout.payment')}</Text>
        <SegmentedControl
          fullWidth
          value={paymentType}
          onChange={(v) => setPaymentType(v as PaymentType)}
          data={[
            { value: 'credit', label: t('price.credit') },
            { value: 'cash', label: t('price.cash') },
          ]}
          data-testid="hotel-payment-type"
        />
        <Text size="xs" c="dimmed">
          {t(`checkout.${paymentType}_from`)}
        </Text>
        {paymentType === 'credit' && (
          <AmountInput
            label={t('checkout.point2_amount')}
            description={t('checkout.point2_hint')}
            placeholder={t('checkout.point2_auto')}
            leftSection={null}
            leftSectionWidth={undefined}
            value={point2}
            onChange={(v) => {
              setPoint2(v);
              form.setFieldError('point2', null);
            }}
            error={
              form.errors.point2 ?? (plan.point2Problem ? tErrors(plan.point2Problem) : undefined)
            }
            data-testid="hotel-point2"
          />
        )}
        <Divider label={t('checkout.pay_from')} labelPosition="left" />
        {wallets.map((wallet) => (
          <Group key={wallet} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{t(`wallet.${wallet}`)}</Text>
              <Text size="xs" c="dimmed" data-testid={`hotel-balance-${wallet}`}>
                {t('checkout.balance', { amount: formatRm(balances[wallet]) })}
              </Text>
            </Stack>
            <Text
              size="sm"
              fw={600}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={`hotel-pay-${wallet}`}
            >
              {formatRm(plan.pay[wallet])}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.total')}</Text>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="hotel-checkout-total">
            {formatRm(paymentType === 'credit' ? cart.total.credit : cart.total.cash)}
          </Text>
        </Group>
        {!cart.all_available && (
          <Alert
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="hotel-checkout-blocked"
          >
            {t('cart.remove_unavailable')}
          </Alert>
        )}
        {cart.all_available && !plan.sufficient && !plan.point2Problem && (
          <Alert
            color="yellow"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} />}
            data-testid="hotel-checkout-short"
          >
            {tErrors('INSUFFICIAN_BALANCE')}
          </Alert>
        )}
        <FormSubmit
          secPassword={{ form, label: t('checkout.sec_password') }}
          leftSection={<IconCalendarCheck size={18} />}
          loading={checkout.isPending}
          disabled={blocked || !plan.sufficient}
          color="orange"
          testId="hotel-checkout-submit"
        >
          {t('checkout.pay')}
        </FormSubmit>
      </Stack>
    </Paper>
  );
}
