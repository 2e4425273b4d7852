import {
  Alert,
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { adminDepositApprove, adminDepositReview } from '@rangkai/shared';
import { IconAlertTriangle, IconCheck, IconPhotoOff, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { DecisionConfirm } from '@/components/admin/decision-confirm';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError, showSuccess } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useDepositReceipt } from '../api/deposit-receipt';
import { type AdminDeposit, type DepositDecision, useReviewDeposit } from '../api/deposits';
import { DepositStatusBadge } from './deposit-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function Receipt({ deposit }: { deposit: AdminDeposit }) {
  const { t } = useTranslation('walletAdmin');
  const receipt = useDepositReceipt(deposit.id, deposit.has_receipt);
  if (!deposit.has_receipt) {
    return (
      <Group gap="xs" c="dimmed">
        <IconPhotoOff size={18} />
        <Text size="sm">{t('review.no_receipt')}</Text>
      </Group>
    );
  }
  if (receipt.isPending) {
    return (
      <Center h={160}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (receipt.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('review.receipt_failed')}
      </Alert>
    );
  }
  return (
    <Stack gap={4} align="center">
      <Image
        src={receipt.data}
        alt={t('review.receipt')}
        mah={360}
        w="auto"
        fit="contain"
        radius="sm"
        style={{ border: '1px solid var(--mantine-color-gray-3)' }}
        data-testid="admin-deposit-receipt"
      />
      <Anchor href={receipt.data} target="_blank" rel="noreferrer" size="sm">
        {t('review.open_receipt')}
      </Anchor>
    </Stack>
  );
}

/** A deposit's details and receipt; a pending one can be approved (credits point3) or rejected. */
export function DepositReviewModal({
  opened,
  deposit,
  onClose,
}: {
  opened: boolean;
  /** Kept after closing, so the dialog does not empty while it fades out. */
  deposit: AdminDeposit | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('walletAdmin');
  const phone = useMediaQuery('(max-width: 36em)');
  const review = useReviewDeposit();
  // One key per opening of the dialog and decision: a retry after a lost reply reuses it.
  const idempotency = useIdempotencyKey();
  const [decision, setDecision] = useState<DepositDecision | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Each time the dialog opens, it starts with no decision taken.
  useEffect(() => {
    if (opened) {
      setDecision(null);
      setReason('');
      setError(null);
      idempotency.reset();
    }
  }, [opened, idempotency.reset]);

  const choose = (next: DepositDecision) => {
    setDecision(next);
    setReason('');
    setError(null);
  };

  const confirm = () => {
    if (!deposit || !decision) return;
    const parsed =
      decision === 'reject'
        ? adminDepositReview.safeParse({ reason })
        : adminDepositApprove.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) {
      setError(t(reason.trim() ? 'review.reason_short' : 'review.reason_required'));
      return;
    }
    const details = { id: deposit.id, decision, reason: parsed.data.reason };
    review.mutate(
      { ...details, key: idempotency.keyFor(details) },
      {
        onSuccess: () => {
          showSuccess(`walletAdmin:review.done_${decision}`, {
            amount: groupMoney(deposit.amount),
            username: deposit.member.username,
          });
          onClose();
        },
        onError: (failure) => {
          // Someone else decided meanwhile: the list is refreshed by the caller's query.
          if (isApiError(failure) && failure.code === 'INVALID_STATE') onClose();
          showError(failure);
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={deposit ? t('review.title', { id: deposit.id }) : undefined}
      fullScreen={phone}
      size="lg"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      {deposit && (
        <Stack gap="sm" data-testid="admin-deposit-review">
          <Field label={t('deposits.member')}>
            {deposit.member.username}{' '}
            <Text span size="xs" c="dimmed" ff="monospace">
              {deposit.member.member_code}
            </Text>
          </Field>
          <Field label={t('deposits.amount')}>
            <Text span fw={700} size="lg">
              RM {groupMoney(deposit.amount)}
            </Text>
          </Field>
          <Field label={t('deposits.method')}>{t(`methods.${deposit.method}`)}</Field>
          <Field label={t('deposits.reference')}>{deposit.reference ?? '—'}</Field>
          <Field label={t('deposits.submitted')}>
            {formatDateTime(deposit.created_at, i18n.language)}
          </Field>
          <Field label={t('deposits.status')}>
            <DepositStatusBadge status={deposit.status} />
          </Field>
          {deposit.reviewed_at && (
            <Field label={t('deposits.reviewed')}>
              {formatDateTime(deposit.reviewed_at, i18n.language)}
            </Field>
          )}
          {deposit.reason && <Field label={t('review.reason')}>{deposit.reason}</Field>}
          <Divider label={t('review.receipt')} labelPosition="left" />
          <Receipt deposit={deposit} />
          {deposit.status === 'pending' && (
            <>
              <Divider />
              {decision === null ? (
                <Group grow>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconX size={18} />}
                    onClick={() => choose('reject')}
                    data-testid="admin-deposit-reject"
                  >
                    {t('review.reject')}
                  </Button>
                  <Button
                    color="teal"
                    leftSection={<IconCheck size={18} />}
                    onClick={() => choose('approve')}
                    data-testid="admin-deposit-approve"
                  >
                    {t('review.approve')}
                  </Button>
                </Group>
              ) : (
                <DecisionConfirm
                  color={decision === 'approve' ? 'teal' : 'red'}
                  message={t(`review.confirm_${decision}`, {
                    amount: groupMoney(deposit.amount),
                    username: deposit.member.username,
                  })}
                  reason={{
                    label: t(decision === 'approve' ? 'review.note' : 'review.reason'),
                    description: t(
                      decision === 'approve' ? 'review.note_hint' : 'review.reason_hint',
                    ),
                    required: decision === 'reject',
                    value: reason,
                    onChange: (value) => {
                      setReason(value);
                      setError(null);
                    },
                    error,
                    testId: 'admin-deposit-reason',
                  }}
                  backLabel={t('review.back')}
                  onBack={() => setDecision(null)}
                  confirmLabel={t(`review.${decision}`)}
                  onConfirm={confirm}
                  loading={review.isPending}
                  confirmTestId="admin-deposit-confirm"
                />
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
