import { Button, Group } from '@mantine/core';
import { type AdminKycItem, adminKycApprove, adminKycFail } from '@rangkai/shared';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DecisionConfirm } from '@/components/admin/decision-confirm';
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
    <DecisionConfirm
      color={decision === 'approve' ? 'teal' : 'red'}
      message={t(`review.confirm_${decision}`, { username: item.member.username })}
      reason={{
        label: t(decision === 'approve' ? 'review.note' : 'review.reason'),
        description: t(decision === 'approve' ? 'review.note_hint' : 'review.reason_hint'),
        required: decision === 'fail',
        value: reason,
        onChange: (value) => {
          setReason(value);
          setError(null);
        },
        error,
        testId: 'admin-kyc-reason',
      }}
      backLabel={t('review.back')}
      onBack={() => choose(null)}
      confirmLabel={t(`review.${decision}`)}
      onConfirm={confirm}
      loading={review.isPending}
      confirmTestId="admin-kyc-confirm"
    />
  );
}
