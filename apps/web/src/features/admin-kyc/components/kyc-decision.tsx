import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { type AdminKycItem, adminKycApprove, adminKycFail } from '@rangkai/shared';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError, showMessage, showSuccess } from '@/lib/messages';
import { type KycDecision, useReviewKyc } from '../api/kyc';
import { reviewErrorCodes } from '../lib/review';

/** Approve or fail a pending submission: choose, give the reason (needed to fail), confirm. */
export function KycDecisionPanel({
  item,
  onDone,
  onRefused,
}: {
  item: AdminKycItem;
  onDone: () => void;
  /** The server refused (decided meanwhile, gone): the dialog reloads the submission. */
  onRefused: () => void;
}) {
  const { t } = useTranslation('adminKyc');
  const review = useReviewKyc();
  const idempotency = useIdempotencyKey();
  const [decision, setDecision] = useState<KycDecision | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const choose = (next: KycDecision | null) => {
    setDecision(next);
    setReason('');
    setError(null);
  };

  const confirm = () => {
    if (!decision) return;
    const parsed =
      decision === 'fail'
        ? adminKycFail.safeParse({ reason })
        : adminKycApprove.safeParse({ reason: reason.trim() || undefined });
    if (!parsed.success) {
      setError(t(reason.trim() ? 'review.reason_short' : 'review.reason_required'));
      return;
    }
    const values = { username: item.member.username };
    const body = { id: item.id, decision, reason: parsed.data.reason };
    review.mutate(
      { ...body, key: idempotency.keyFor(body) },
      {
        onSuccess: () => {
          idempotency.reset();
          showSuccess(`adminKyc:review.done_${decision}`, values);
          onDone();
        },
        onError: (failure) => {
          const code = isApiError(failure)
            ? reviewErrorCodes.find((c) => c === failure.code)
            : undefined;
          if (!code) {
            showError(failure);
            return;
          }
          showMessage({ type: 'danger', text: { key: `adminKyc:review.errors.${code}` } });
          choose(null);
          onRefused();
        },
      },
    );
  };

  if (decision === null) {
    return (
      <Group grow>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={18} />}
          onClick={() => choose('fail')}
          data-testid="admin-kyc-fail"
        >
          {t('review.fail')}
        </Button>
        <Button
          color="teal"
          leftSection={<IconCheck size={18} />}
          onClick={() => choose('approve')}
          data-testid="admin-kyc-approve"
        >
          {t('review.approve')}
        </Button>
      </Group>
    );
  }

  return (
    <Stack gap="sm">
      <Alert
        color={decision === 'approve' ? 'teal' : 'red'}
        variant="light"
        icon={<IconAlertTriangle size={18} />}
      >
        {t(`review.confirm_${decision}`, { username: item.member.username })}
      </Alert>
      <Textarea
        label={t(decision === 'approve' ? 'review.note' : 'review.reason')}
        description={t(decision === 'approve' ? 'review.note_hint' : 'review.reason_hint')}
        required={decision === 'fail'}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setError(null);
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        data-autofocus
        data-testid="admin-kyc-reason"
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={() => choose(null)}>
          {t('review.back')}
        </Button>
        <Button
          color={decision === 'approve' ? 'teal' : 'red'}
          loading={review.isPending}
          onClick={confirm}
          data-testid="admin-kyc-confirm"
        >
          {t(`review.${decision}`)}
        </Button>
      </Group>
    </Stack>
  );
}
