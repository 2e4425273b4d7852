import {
  Alert,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminHotelBookingDetail } from '@rangkai/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError, showSuccess } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { type BookingAction, useBookingAction } from '../api/bookings';

export type BookingActionKind = 'confirm' | 'cancel';

/**
 * Confirms a booking with the hotel's confirmation number, or cancels it with a reason and a
 * refund choice, saying what the member gets back (every sen to the wallets that paid, or nothing)
 * and that the nights go back on sale.
 */
export function BookingActionModal({
  booking,
  action,
  opened,
  onClose,
}: {
  booking: AdminHotelBookingDetail;
  action: BookingActionKind | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminHotels');
  const phone = useMediaQuery('(max-width: 36em)');
  const run = useBookingAction();
  const idempotency = useIdempotencyKey();
  const [number, setNumber] = useState('');
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState<'full' | 'none' | ''>('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setNumber('');
      setReason('');
      setRefund('');
      setError(null);
      idempotency.reset();
    }
  }, [opened, idempotency.reset]);

  if (!action) return null;
  const wallets = (['point1', 'point2', 'point4'] as const)
    .filter((w) => booking.paid[w] !== '0.00')
    .map((w) => `${t(`wallets.${w}`)} RM ${groupMoney(booking.paid[w])}`)
    .join(', ');

  const submit = () => {
    let input: BookingAction;
    if (action === 'confirm') {
      if (!number.trim()) return setError(t('confirm.number_required'));
      input = { kind: 'confirm', confirmation_number: number.trim() };
    } else {
      if (reason.trim().length < 3) return setError(t('cancel.reason_required'));
      if (!refund) return setError(t('cancel.refund_required'));
      input = { kind: 'cancel', reason: reason.trim(), refund };
    }
    setError(null);
    run.mutate(
      { id: booking.id, action: input, key: idempotency.keyFor(input) },
      {
        onSuccess: () => {
          idempotency.reset();
          showSuccess(`adminHotels:${action}.done`);
          onClose();
        },
        onError: showError,
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(`${action}.title`, { ref: booking.ref_no })}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" data-testid={`admin-hotel-booking-${action}-dialog`}>
        {action === 'confirm' ? (
          <>
            <Text size="sm">{t('confirm.text')}</Text>
            <TextInput
              label={t('booking.confirmation_number')}
              required
              maxLength={64}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              data-testid="admin-hotel-confirm-number"
            />
          </>
        ) : (
          <>
            <Textarea
              label={t('cancel.reason')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="admin-hotel-cancel-reason"
            />
            <Radio.Group
              label={t('cancel.refund')}
              required
              value={refund}
              onChange={(v) => setRefund(v === 'full' || v === 'none' ? v : '')}
            >
              <Stack gap={6} mt={6}>
                <Radio
                  value="full"
                  label={t('cancel.refund_full', { amount: groupMoney(booking.total) })}
                  data-testid="admin-hotel-cancel-refund-full"
                />
                <Radio
                  value="none"
                  label={t('cancel.refund_none')}
                  data-testid="admin-hotel-cancel-refund-none"
                />
              </Stack>
            </Radio.Group>
            {refund && (
              <Alert
                color={refund === 'full' ? 'blue' : 'orange'}
                variant="light"
                icon={<IconAlertTriangle size={18} />}
                data-testid="admin-hotel-cancel-outcome"
              >
                {refund === 'full'
                  ? t('cancel.outcome_full', { amount: groupMoney(booking.total), wallets })
                  : t('cancel.outcome_none', { amount: groupMoney(booking.total) })}
              </Alert>
            )}
          </>
        )}
        {error && (
          <Text size="sm" c="red" data-testid="admin-hotel-action-error">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs" wrap={phone ? 'wrap' : 'nowrap'}>
          <Button variant="default" onClick={onClose} fullWidth={phone}>
            {t('common.back')}
          </Button>
          <Button
            color={action === 'cancel' ? 'red' : undefined}
            loading={run.isPending}
            onClick={submit}
            fullWidth={phone}
            data-testid={`admin-hotel-${action}-submit`}
          >
            {t(`${action}.submit`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
