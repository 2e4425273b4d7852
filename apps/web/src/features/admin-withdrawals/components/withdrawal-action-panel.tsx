import { Button, Group, TextInput } from '@mantine/core';
import type { AdminWithdrawal } from '@rangkai/shared';
import { IconBuildingBank, IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DecisionConfirm } from '@/components/admin/decision-confirm';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useIdempotencyKey } from '@/lib/idempotency';
import { showError, showMessage, showSuccess } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { useWithdrawalAction } from '../api/withdrawals';
import { actionBody, type WithdrawalAction, withdrawalActions } from '../lib/withdrawals';

const colors: Record<WithdrawalAction, string> = { approve: 'teal', reject: 'red', pay: 'blue' };
const icons = { approve: IconCheck, reject: IconX, pay: IconBuildingBank };
/** Refusals with a message of their own (`actions.errors.<code>`). */
const ownErrors = ['INVALID_STATE', 'NOT_FOUND'] as const;

/**
 * The next step of a withdrawal: approve or reject a pending one, mark an approved one paid;
 * each confirmed with what it does, a note, reason or bank reference.
 */
export function WithdrawalActionPanel({
  withdrawal: w,
  startWith,
  onDone,
}: {
  withdrawal: AdminWithdrawal;
  /** Open straight at this step (the list's "Mark paid"). */
  startWith?: WithdrawalAction | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('adminWithdrawals');
  const mutation = useWithdrawalAction();
  const idempotency = useIdempotencyKey();
  const allowed = withdrawalActions[w.status];
  const [action, setAction] = useState<WithdrawalAction | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setAction(startWith && allowed.includes(startWith) ? startWith : null);
    setText('');
    setError(null);
  }, [startWith, allowed]);

  if (allowed.length === 0) return null;

  const choose = (next: WithdrawalAction | null) => {
    setAction(next);
    setText('');
    setError(null);
  };

  const values = {
    amount: groupMoney(w.amount),
    received: groupMoney(w.amount_received),
    username: w.member.username,
  };

  const confirm = () => {
    if (!action) return;
    const result = actionBody(action, text);
    if ('error' in result) {
      setError(t(result.error));
      return;
    }
    const key = idempotency.keyFor({ id: w.id, action, body: result.body });
    mutation.mutate(
      { id: w.id, action, body: result.body, key },
      {
        onSuccess: () => {
          idempotency.reset();
          showSuccess(`adminWithdrawals:actions.done_${action}`, values);
          onDone();
        },
        onError: (failure) => {
          const code = isApiError(failure) ? ownErrors.find((c) => c === failure.code) : undefined;
          if (!code) {
            showError(failure);
            return;
          }
          showMessage({ type: 'danger', text: { key: `adminWithdrawals:actions.errors.${code}` } });
          onDone();
        },
      },
    );
  };

  if (action === null) {
    return (
      <Group grow>
        {allowed.map((a) => {
          const Icon = icons[a];
          return (
            <Button
              key={a}
              color={colors[a]}
              variant={a === 'reject' ? 'light' : 'filled'}
              leftSection={<Icon size={18} />}
              onClick={() => choose(a)}
              data-testid={`admin-withdrawal-${a}`}
            >
              {t(`actions.${a}`)}
            </Button>
          );
        })}
      </Group>
    );
  }

  return (
    <DecisionConfirm
      color={colors[action]}
      message={t(`actions.confirm_${action}`, values)}
      reason={
        action === 'pay'
          ? undefined
          : {
              label: t(action === 'approve' ? 'actions.note' : 'actions.reason'),
              description: t(action === 'approve' ? 'actions.note_hint' : 'actions.reason_hint'),
              required: action === 'reject',
              value: text,
              onChange: (value) => {
                setText(value);
                setError(null);
              },
              error,
              testId: 'admin-withdrawal-reason',
            }
      }
      field={
        action === 'pay' && (
          <TextInput
            label={t('actions.reference')}
            description={t('actions.reference_hint')}
            required
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            maxLength={100}
            data-autofocus
            data-testid="admin-withdrawal-reference"
          />
        )
      }
      backLabel={t('actions.back')}
      onBack={() => choose(null)}
      confirmLabel={t(`actions.${action}`)}
      onConfirm={confirm}
      loading={mutation.isPending}
      confirmTestId="admin-withdrawal-confirm"
    />
  );
}
