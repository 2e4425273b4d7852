import {
  adminWithdrawalApprove,
  adminWithdrawalPay,
  adminWithdrawalReject,
  type WithdrawStatus,
} from '@rangkai/shared';

/** What an administrator may do to a withdrawal in each state (the server checks the same). */
export type WithdrawalAction = 'approve' | 'reject' | 'pay';

export const withdrawalActions: Record<WithdrawStatus, readonly WithdrawalAction[]> = {
  pending: ['approve', 'reject'],
  approved: ['pay'],
  completed: [],
  rejected: [],
};

/** The body each action sends. */
export type WithdrawalActionBody = { reason?: string } | { bank_reference: string };

/**
 * The body of an action from what the administrator typed (a note, a reason, a bank reference),
 * checked by the action's shared schema; else the key (`adminWithdrawals`) of what is wrong.
 */
export function actionBody(
  action: WithdrawalAction,
  text: string,
): { body: WithdrawalActionBody } | { error: string } {
  if (action === 'pay') {
    const parsed = adminWithdrawalPay.safeParse({ bank_reference: text });
    if (parsed.success) return { body: parsed.data };
    return { error: text.trim() ? 'actions.reference_long' : 'actions.reference_required' };
  }
  if (action === 'reject') {
    const parsed = adminWithdrawalReject.safeParse({ reason: text });
    if (parsed.success) return { body: parsed.data };
    return { error: text.trim() ? 'actions.reason_short' : 'actions.reason_required' };
  }
  const parsed = adminWithdrawalApprove.safeParse({ reason: text.trim() || undefined });
  return parsed.success ? { body: parsed.data } : { error: 'actions.note_long' };
}

/** A phase `YYYY-MM-1` (days 1–15) or `YYYY-MM-2` (day 16 to the end); null when malformed. */
export function parsePhase(phase: string): { year: number; month: number; half: 1 | 2 } | null {
  const match = /^(\d{4})-(\d{2})-([12])$/.exec(phase);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month, half: match[3] === '1' ? 1 : 2 };
}

/** The phase's month in the reader's language ("Nov 2026"), or the phase as given. */
export function phaseMonth(phase: string, language: string): string {
  const parts = parsePhase(phase);
  if (!parts) return phase;
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parts.year, parts.month - 1, 1)));
}
