import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { walletNames } from '@rangkai/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { normaliseAmount } from '@/lib/amount';
import { useTranslation } from '@/lib/i18n';
import { groupMoney } from '@/lib/money';
import type { ReceiverInfo } from '../api/check-receiver';
import type { TransferBody } from '../api/transfer';

interface ReceiverConfirmModalProps {
  opened: boolean;
  /** Kept after closing, so the dialog does not empty while it fades out. */
  details: { values: Required<TransferBody>; receiver: ReceiverInfo } | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Row({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/** Spec §2: who receives the points (member code, username, contact number, country) and how much. */
export function ReceiverConfirmModal({
  opened,
  details,
  loading,
  onConfirm,
  onClose,
}: ReceiverConfirmModalProps) {
  const { t } = useTranslation('wallet');
  const receiver = details?.receiver;
  const values = details?.values;

  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={t('transfer.confirm_title')}
      centered
      zIndex={300}
      data-testid="receiver-confirm"
    >
      {receiver && values && (
        <Stack gap="sm" data-testid="receiver-confirm-body">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
            {t('transfer.confirm_hint')}
          </Alert>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('transfer.receiver')}
          </Text>
          <Row
            label={t('transfer.member_code')}
            value={receiver.member_code}
            testId="confirm-member-code"
          />
          <Row label={t('transfer.username')} value={receiver.username} testId="confirm-username" />
          <Row
            label={t('transfer.contact_number')}
            value={receiver.contact_number ?? '—'}
            testId="confirm-contact"
          />
          <Row label={t('transfer.country')} value={receiver.country.name_en} />
          <Divider />
          <Row
            label={t('transfer.from_wallet')}
            value={t(`names.${walletNames[values.transfer_type]}`)}
          />
          <Row
            label={t('transfer.amount')}
            value={`RM ${groupMoney(normaliseAmount(values.amount))}`}
            testId="confirm-amount"
          />
          {values.remark.trim() && <Row label={t('transfer.remark')} value={values.remark} />}
          <Group grow mt="sm">
            <Button variant="default" onClick={onClose} disabled={loading}>
              {t('actions.back')}
            </Button>
            <Button onClick={onConfirm} loading={loading} data-testid="transfer-confirm">
              {t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
