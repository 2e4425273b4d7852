import { formatSen, type Wallet } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { walletBalances } from '../member/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { accountKey, postJournal } from './ledger.js';

export interface Adjustment {
  username: string;
  wallet: Wallet;
  direction: 'credit' | 'debit';
  amountSen: bigint;
  /** Internal: the journal's note and the audit reason, never shown to the member. */
  reason: string;
  /** What the member sees beside the movement (optional). */
  description?: string | null;
  adminId: number | null;
}

/** The member to adjust, by username or code; suspended members included (an operator's fix). */
export async function findAdjustable(db: Executor, ref: string) {
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(sql`lower(${members.username}) = lower(${ref}) OR ${members.memberCode} = upper(${ref})`)
    .limit(1);
  if (!row) throw fieldError('INCORRECT_USERNAME', 'username');
  return row;
}

/** An operator's credit or debit of a member wallet against the adjustments account. */
export async function adjustWallet(tx: Tx, input: Adjustment) {
  const member = await findAdjustable(tx, input.username);
  const before = await walletBalances(tx, member.id);
  const signed = input.direction === 'credit' ? input.amountSen : -input.amountSen;
  const account = { memberId: member.id, wallet: input.wallet };
  const { journalId, balances } = await postJournal(tx, {
    type: 'adjustment',
    memo: input.description || null,
    note: input.reason,
    actor: { type: 'admin', id: input.adminId },
    lines: [
      { account, amount: signed },
      { account: { system: 'adjustments' }, amount: -signed },
    ],
  });
  const balance = balances.get(accountKey(account))!;
  return {
    data: {
      journal_id: journalId,
      username: member.username,
      wallet: input.wallet,
      balance: formatSen(balance),
    },
    audit: {
      action: `wallet.${input.direction}`,
      targetType: 'member',
      targetId: member.id,
      reason: input.reason,
      before: { wallet: input.wallet, balance: formatSen(before[input.wallet]) },
      after: {
        wallet: input.wallet,
        balance: formatSen(balance),
        amount: formatSen(input.amountSen),
        journal_id: journalId,
      },
    },
  } satisfies MoneyActionResult<unknown>;
}
