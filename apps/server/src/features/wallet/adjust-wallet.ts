import { formatSen, type Wallet } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { walletBalances } from '../member/get-member-info.js';
import { accountKey, postJournal } from './ledger.js';

export interface Adjustment {
  username: string;
  wallet: Wallet;
  direction: 'credit' | 'debit';
  amountSen: bigint;
  reason: string;
  admin: { adminId: number | null; username: string };
  ip?: string;
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

/** An operator's credit or debit of a member wallet against the adjustments account, audited. */
export async function postAdjustment(
  tx: Tx,
  member: { id: number; username: string },
  input: Adjustment,
) {
  const before = await walletBalances(tx, member.id);
  const signed = input.direction === 'credit' ? input.amountSen : -input.amountSen;
  const account = { memberId: member.id, wallet: input.wallet };
  const { journalId, balances } = await postJournal(tx, {
    type: 'adjustment',
    reference: null,
    memo: input.reason,
    actor: { type: 'admin', id: input.admin.adminId },
    lines: [
      { account, amount: signed },
      { account: { system: 'adjustments' }, amount: -signed },
    ],
  });
  const balance = balances.get(accountKey(account))!;
  await writeAudit(tx, {
    actor: input.admin,
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
    ip: input.ip,
  });
  return {
    journal_id: journalId,
    username: member.username,
    wallet: input.wallet,
    balance: formatSen(balance),
  };
}

export async function adjustWallet(db: Db, input: Adjustment) {
  const member = await findAdjustable(db, input.username);
  return inTransaction(db, (tx) => postAdjustment(tx, member, input));
}
