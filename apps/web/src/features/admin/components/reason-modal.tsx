import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { adminReason } from '@rangkai/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

interface ReasonModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in plain words. */
  description: string;
  confirmLabel: string;
  color?: string;
  loading?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Confirms an action and asks for the reason that goes to the audit log. */
export function ReasonModal({
  opened,
  title,
  description,
  confirmLabel,
  color = 'teal',
  loading,
  onConfirm,
  onClose,
}: ReasonModalProps) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (opened) {
      setReason('');
      setError(null);
    }
  }, [opened]);

  const confirm = () => {
    const parsed = adminReason.safeParse(reason);
    if (!parsed.success) {
      setError(t(reason.trim() ? 'reason.too_long' : 'reason.required'));
      return;
    }
    onConfirm(parsed.data);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md" data-testid="admin-reason-modal">
        <Alert color={color} variant="light" icon={<IconAlertTriangle size={18} />}>
          {description}
        </Alert>
        <Textarea
          label={t('reason.label')}
          description={t('reason.hint')}
          placeholder={t('reason.placeholder')}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          autosize
          minRows={2}
          maxRows={6}
          required
          data-autofocus
          data-testid="admin-reason-input"
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button
            color={color}
            onClick={confirm}
            loading={loading}
            data-testid="admin-reason-confirm"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
