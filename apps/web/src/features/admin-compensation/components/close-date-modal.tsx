import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BonusCloseDay } from '@rangkai/shared';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { businessZoneLabel } from '@/lib/business-time';
import { formatDay } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useCloseDate } from '../api/close-date';

/**
 * Confirms closing one business date now. A refusal stays in the dialog, explained: INVALID_STATE
 * means the day has not ended yet or an earlier date is still open (the list refreshes either way).
 */
export function CloseDateModal({
  day,
  opened,
  onClose,
}: {
  /** Kept after closing, so the dialog does not empty while it fades out. */
  day: BonusCloseDay | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('adminCompensation');
  const { t: tErrors } = useTranslation('errors');
  const phone = useMediaQuery('(max-width: 36em)');
  const close = useCloseDate();
  const { reset } = close;

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);

  if (!day) return null;
  const date = formatDay(day.business_date, i18n.language);

  const confirm = () =>
    close.mutate(day.business_date, {
      onSuccess: (reply) => {
        showSuccess(`adminCompensation:close.${reply.closed_now ? 'done' : 'already'}`, {
          date,
          bonus: groupMoney(reply.bonus),
          pairing: groupMoney(reply.pairing),
        });
        onClose();
      },
    });

  const failure = close.error;
  let reason: string | null = null;
  if (failure) {
    const code =
      isApiError(failure) && !failure.isTransportFailure ? failure.code : 'internalError';
    reason =
      code === 'INVALID_STATE'
        ? t('close.invalid_state', { date, zone: businessZoneLabel() })
        : tErrors(code, { defaultValue: code });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('close.title', { date })}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" data-testid="admin-close-modal">
        <Text size="sm">{t('close.confirm', { date })}</Text>
        <Text size="sm" fw={600}>
          {t('close.figures', { count: day.purchases, sales: groupMoney(day.sales) })}
        </Text>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('close.irreversible')}
        </Alert>
        {reason && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('close.failed')}
            data-testid="admin-close-error"
          >
            {reason}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('close.cancel')}
          </Button>
          <Button
            color="orange"
            loading={close.isPending}
            onClick={confirm}
            data-testid="admin-close-confirm"
          >
            {t('close.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
