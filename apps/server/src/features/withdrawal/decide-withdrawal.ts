import type { AdminWithdrawal } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { MoneyActionResult } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { postJournal } from '../wallet/index.js';
import { getWithdrawal } from './admin-query.js';
import { withdrawTransitions } from './transitions.js';

export type WithdrawalDecision =
  | { to: 'approved'; reason: string | null }
  | { to: 'rejected'; reason: string }
  | { to: 'completed'; bankReference: string };

/**
 * An operator's decision on a withdrawal: approve (no money moves), reject (the full amount back
 * to point1 from withdrawals payable) or mark an approved one paid (withdrawals payable → the
 * fee to fees, the rest to bank payouts). Each journal names the withdrawal, so it can happen once.
 */
export async function decideWithdrawal(
  tx: Tx,
  input: { id: number; decision: WithdrawalDecision; adminId: number },
): Promise<MoneyActionResult<AdminWithdrawal>> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, input.id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  const { decision } = input;
  if (!withdrawTransitions[row.status].includes(decision.to))
    throw new AppError('INVALID_STATE', { status: row.status });
  const actor = { type: 'admin' as const, id: input.adminId };
  const reference = `withdraw:${row.id}`;
  let journalId: number | null = null;
  if (decision.to === 'rejected') {
    ({ journalId } = await postJournal(tx, {
      type: 'withdraw_refund',
      reference,
      memo: decision.reason,
      actor,
      lines: [
        { account: { system: 'withdrawals_payable' }, amount: -row.amountSen },
        { account: { memberId: row.memberId, wallet: 'point1' }, amount: row.amountSen },
      ],
    }));
  } else if (decision.to === 'completed') {
    ({ journalId } = await postJournal(tx, {
      type: 'withdraw_paid',
      reference,
      note: decision.bankReference,
      actor,
      lines: [
        { account: { system: 'withdrawals_payable' }, amount: -row.amountSen },
        { account: { system: 'fees' }, amount: row.feeSen },
        { account: { system: 'bank_payouts' }, amount: row.amountSen - row.feeSen },
      ],
    }));
  }
  const now = sql`now()`;
  await tx
    .update(withdrawals)
    .set(
      decision.to === 'completed'
        ? {
            status: 'completed',
            bankReference: decision.bankReference,
            paidBy: input.adminId,
            paidAt: now,
          }
        : {
            status: decision.to,
            reason: decision.reason,
            reviewedBy: input.adminId,
            reviewedAt: now,
          },
    )
    .where(eq(withdrawals.id, row.id));
  const item = await getWithdrawal(tx, row.id);
  await notify(tx, {
    memberId: row.memberId,
    type: `withdrawal_${decision.to === 'completed' ? 'paid' : decision.to}`,
    params:
      decision.to === 'completed'
        ? { amount: item.amount, received: item.amount_received, reference: decision.bankReference }
        : { amount: item.amount, reason: decision.reason ?? '' },
    dedupeKey: `withdrawal:${row.id}:${decision.to}`,
  });
  return {
    data: item,
    audit: {
      action:
        decision.to === 'approved'
          ? 'withdrawal.approve'
          : decision.to === 'rejected'
            ? 'withdrawal.reject'
            : 'withdrawal.pay',
      targetType: 'withdrawal',
      targetId: row.id,
      reason: decision.to === 'completed' ? null : decision.reason,
      before: { status: row.status },
      after: {
        status: decision.to,
        member_id: row.memberId,
        amount: item.amount,
        fee: item.fee,
        bank_reference: decision.to === 'completed' ? decision.bankReference : undefined,
        journal_id: journalId,
      },
    },
  };
}
