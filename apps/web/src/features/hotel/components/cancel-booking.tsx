import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type HotelBooking, parseMoney } from '@rangkai/shared';
import { IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormSubmit } from '@/components/form-submit';
import { applyServerErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showSuccess } from '@/lib/messages';
import { formatRm } from '@/lib/money';
import { useCancelBooking } from '../api/hotels';

const codeFields: Record<string, string> = {
  INCORRECT_SEC_PASSWORD: 'sec_password',
  SEC_PASSWORD_LOCKED: 'sec_password',
  SEC_PASSWORD_NOT_SET: 'sec_password',
};

/** The wallets a booking's payment goes back to, with the amounts (nothing shown for zero). */
function Refunds({ paid }: { paid: HotelBooking['paid'] }) {
  const { t } = useTranslation('hotel');
  const parts = (['point1', 'point2', 'point4'] as const).filter(
    (w) => (parseMoney(paid[w]) ?? 0n) > 0n,
  );
  return (
    <Stack gap={2} data-testid="cancel-booking-refunds">
      {parts.map((wallet) => (
        <Group key={wallet} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">{t(`wallet.${wallet}`)}</Text>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatRm(paid[wallet])}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** "Cancel booking" while free cancellation lasts: what comes back, then the security password. */
export function CancelBooking({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotel');
  const [opened, setOpened] = useState(false);
  const cancel = useCancelBooking();
  const idempotency = useIdempotencyKey();
  const form = useForm({
    initialValues: { sec_password: '' },
    validate: { sec_password: (v) => (v ? null : 'REQUIRED') },
  });
  const close = () => {
    setOpened(false);
    form.reset();
  };
  const submit = form.onSubmit((values) => {
    cancel.mutate(
      {
        body: { booking_id: booking.id, sec_password: values.sec_password },
        key: idempotency.keyFor({ booking_id: booking.id }),
      },
      {
        onSuccess: (reply) => {
          idempotency.reset();
          close();
          showSuccess('hotel:cancel.success', { amount: formatRm(reply.refunded) });
        },
        onError: (error) => applyServerErrors(t, form, error, { codeFields }),
      },
    );
  });
  return (
    <>
      <Button
        color="red"
        variant="light"
        fullWidth
        leftSection={<IconX size={18} />}
        onClick={() => setOpened(true)}
        data-testid="booking-cancel"
      >
        {t('cancel.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('cancel.title')}
        centered
        data-testid="cancel-booking-dialog"
      >
        <form onSubmit={submit} noValidate data-testid="cancel-booking-form">
          <Stack gap="sm">
            <Alert
              color="blue"
              variant="light"
              p="xs"
              icon={<IconInfoCircle size={16} />}
              data-testid="cancel-booking-outcome"
            >
              {t('cancel.statement', { amount: formatRm(booking.total) })}
            </Alert>
            <Refunds paid={booking.paid} />
            <Text size="xs" c="dimmed">
              {t('cancel.nights_back')}
            </Text>
            <FormSubmit
              secPassword={{ form, label: t('checkout.sec_password') }}
              color="red"
              loading={cancel.isPending}
              testId="cancel-booking-submit"
            >
              {t('cancel.confirm')}
            </FormSubmit>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
