import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Order } from '@rangkai/shared';
import { IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { showSuccess } from '@/lib/messages';
import { useConfirmItemReceived } from '../api/orders';

/** "I have received it" for an order in delivery: asks once more, then completes the order. */
export function ConfirmReceipt({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const mutation = useConfirmItemReceived();

  const confirm = () =>
    mutation.mutate(order.id, {
      onSuccess: () => showSuccess('orders:receipt.done', { ref: order.ref_no }),
      onSettled: () => setOpen(false),
    });

  return (
    <>
      <Button
        fullWidth
        size="md"
        color="teal"
        leftSection={<IconPackageImport size={18} />}
        onClick={() => setOpen(true)}
        data-testid="confirm-receipt"
      >
        {t('receipt.button')}
      </Button>
      <Modal
        opened={open}
        onClose={() => !mutation.isPending && setOpen(false)}
        title={t('receipt.title')}
        centered
        data-testid="confirm-receipt-dialog"
      >
        <Stack gap="md">
          <Text size="sm">{t('receipt.text', { ref: order.ref_no })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpen(false)} disabled={mutation.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="teal"
              onClick={confirm}
              loading={mutation.isPending}
              data-testid="confirm-receipt-submit"
            >
              {t('receipt.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
