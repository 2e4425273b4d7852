import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { adminOrderActionRequest, type Order } from '@rangkai/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError, showSuccess } from '@/lib/messages';
import { orderQuery, useOrderAction } from '../api/orders';
import {
  actionLabelKey,
  needsReason,
  needsTrackingNumber,
  type OrderAction,
} from '../lib/order-actions';

/** A starter kit's return refunds nothing (its package was refunded at its cancellation). */
const confirmKey = (action: OrderAction, order: Order) =>
  action === 'mark_returned' && order.order_type === 'package'
    ? 'action_dialog.confirm_mark_returned_kit'
    : `action_dialog.confirm_${action}`;

/**
 * Confirms one step of an order: shipping asks for the tracking number, cancelling for a reason
 * (with a warning that the money goes back to the member's wallets); the other steps take an
 * optional note (kept in the order's timeline and the audit log).
 */
export function OrderActionModal({
  order,
  action,
  opened,
  onClose,
}: {
  order: Order;
  /** Kept after closing, so the dialog does not empty while it fades out. */
  action: OrderAction | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminOrders');
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const move = useOrderAction();
  // One key per opening of the dialog and set of details: a retry after a lost reply reuses it.
  const idempotency = useIdempotencyKey();
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setTracking('');
      setNote('');
      setError(null);
      setNoteError(null);
      idempotency.reset();
    }
  }, [opened, idempotency.reset]);

  if (!action) return null;
  const label = t(actionLabelKey(action, order));
  const askTracking = needsTrackingNumber(action);
  const askReason = needsReason(action);

  const confirm = () => {
    if (askReason && !note.trim()) {
      setNoteError(t('action_dialog.reason_required'));
      return;
    }
    const parsed = adminOrderActionRequest.safeParse({
      action,
      tracking_number: askTracking ? tracking : undefined,
      note: note.trim() || undefined,
    });
    if (!parsed.success || (askTracking && !parsed.data.tracking_number)) {
      setError(t('action_dialog.tracking_required'));
      return;
    }
    // The promise, not mutate's own callbacks: those are skipped when the dialog re-mounts
    // while the request runs (the order it shows changes under it), and it would stay open.
    const input = { id: order.id, ...parsed.data };
    move.mutateAsync({ input, key: idempotency.keyFor(input) }).then(
      () => {
        showSuccess(`adminOrders:action_dialog.done_${action}`, { ref: order.ref_no });
        onClose();
      },
      (failure: unknown) => {
        // Someone moved it meanwhile: show the order as it is now.
        if (isApiError(failure) && failure.code === 'INVALID_STATE') {
          void queryClient.invalidateQueries({ queryKey: orderQuery(order.id).queryKey });
          void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
          onClose();
        }
        showError(failure);
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${label} · ${order.ref_no}`}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="sm" data-testid="admin-order-action-modal">
        <Alert
          color={askReason ? 'red' : 'blue'}
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid={`admin-order-confirm-${action}`}
        >
          {t(confirmKey(action, order), {
            ref: order.ref_no,
            username: order.member.username,
          })}
        </Alert>
        {askTracking && (
          <TextInput
            label={t('order.tracking_number')}
            required
            value={tracking}
            onChange={(event) => {
              setTracking(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={60}
            data-autofocus
            data-testid="admin-order-tracking-input"
          />
        )}
        <Textarea
          label={t(askReason ? 'action_dialog.reason' : 'action_dialog.note')}
          description={t(askReason ? 'action_dialog.reason_hint' : 'action_dialog.note_hint')}
          required={askReason}
          error={noteError}
          value={note}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setNoteError(null);
          }}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={300}
          data-autofocus={askTracking ? undefined : true}
          data-testid="admin-order-note"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t(askReason ? 'action_dialog.keep' : 'action_dialog.cancel')}
          </Button>
          <Button
            color={askReason ? 'red' : undefined}
            loading={move.isPending}
            onClick={confirm}
            data-testid="admin-order-confirm"
          >
            {label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
