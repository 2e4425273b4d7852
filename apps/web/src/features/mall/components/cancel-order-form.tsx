import { Alert, Button, PasswordInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CancelOrderReply, Order } from '@rangkai/shared';
import { IconArrowBackUp, IconShieldLock, IconTruckReturn, IconWallet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { CancelRefusal } from '@/components/cancel-refusal';
import { OrderAmounts } from '@/components/order-amounts';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import { useCancelCallbacks } from '@/lib/use-cancel-callbacks';
import { useTranslateError } from '@/lib/use-translate-error';
import { refreshAfterOrderCancel, useCancelOrder } from '../api/cancel-order';
import { cancelOrderCodeFields, cancelOutcome, orderRefusal } from '../lib/cancel-order';

interface CancelOrderFormProps {
  order: Order;
  onCancelled: (reply: CancelOrderReply) => void;
  onKeep: () => void;
}

/**
 * The confirmation of a mall order's cancellation (BUSINESS_RULES §13): what comes back and when
 * (now for an order not shipped yet, after its return for a shipped one), which wallets paid, the
 * last day; then a reason and the security password. A refusal saying the order cannot be
 * cancelled (period ended, already cancelled) replaces the form with its reason.
 */
export function CancelOrderForm({ order, onCancelled, onKeep }: CancelOrderFormProps) {
  const { t, i18n } = useTranslation('orders');
  const translateError = useTranslateError();
  const queryClient = useQueryClient();
  const cancel = useCancelOrder();
  const form = useForm({
    initialValues: { reason: '', sec_password: '' },
    validate: {
      reason: (value) => (value.trim() ? null : 'REQUIRED'),
      sec_password: (value) => (value ? null : 'REQUIRED'),
    },
  });
  const { refused, keyFor, callbacks } = useCancelCallbacks({
    t,
    form,
    codeFields: cancelOrderCodeFields,
    refusalOf: orderRefusal,
    refresh: () => refreshAfterOrderCancel(queryClient),
    onCancelled,
  });
  const outcome = cancelOutcome(order);
  const total = groupMoney(order.total_amount);

  const submit = form.onSubmit(({ reason, sec_password }) => {
    const body = { order_id: order.id, reason: reason.trim() };
    cancel.mutate({ body: { ...body, sec_password }, key: keyFor(body) }, callbacks);
  });

  if (refused) return <CancelRefusal code={refused} t={t} onClose={onKeep} testId="cancel-order" />;

  return (
    <form onSubmit={submit} noValidate data-testid="cancel-order-form">
      <Stack gap="md">
        <Alert
          color={outcome === 'refund' ? 'teal' : 'orange'}
          variant="light"
          icon={outcome === 'refund' ? <IconWallet size={18} /> : <IconTruckReturn size={18} />}
          data-testid="cancel-order-outcome"
          data-outcome={outcome}
        >
          {t(outcome === 'refund' ? 'cancel.what_processing' : 'cancel.what_shipped', {
            ref: order.ref_no,
            total,
          })}
        </Alert>
        <OrderAmounts order={order} />
        {order.cooling_off_until && (
          <Text size="sm" fw={600} c="orange.9" data-testid="cancel-order-last-day">
            {t('cancel.last_day', { date: formatDay(order.cooling_off_until, i18n.language) })}
          </Text>
        )}
        <Textarea
          label={t('cancel.reason')}
          description={t('cancel.reason_hint')}
          withAsterisk
          autosize
          minRows={2}
          maxRows={4}
          maxLength={300}
          {...form.getInputProps('reason')}
          error={translateError(form.errors.reason)}
          data-testid="cancel-order-reason"
        />
        <PasswordInput
          label={t('cancel.sec_password')}
          leftSection={<IconShieldLock size={18} />}
          autoComplete="off"
          withAsterisk
          name="sec_password"
          {...form.getInputProps('sec_password')}
          error={translateError(form.errors.sec_password)}
          data-testid="cancel-order-password"
        />
        {/* Side by side, or one above the other on a phone (each keeps its whole label). */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="default" onClick={onKeep} data-testid="cancel-order-keep">
            {t('cancel.keep')}
          </Button>
          <Button
            type="submit"
            color="red"
            leftSection={<IconArrowBackUp size={18} />}
            loading={cancel.isPending}
            data-testid="cancel-order-submit"
          >
            {t('cancel.submit')}
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
