import { formatSen, type Wallet } from '@rangkai/shared';
import { type Db, inTransaction } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { walletBalances } from '../member/get-member-info.js';
import { postJournal } from './ledger.js';
import { findReceiver } from './transfer-points.js';

/** An operator's credit or debit of a member wallet, against the adjustments account, audited. */
export async function adjustWallet(
  db: Db,
  input: {
    username: string;
    wallet: Wallet;
    direction: 'credit' | 'debit';
    amountSen: bigint;
    reason: string;
    admin: { adminId: number | null; username: string };
    ip?: string;
  },
) {
  const member = await findReceiver(db, input.username);
  return inTransaction(db, async (tx) => {
    const before = await walletBalances(tx, member.id);
    const signed = input.direction === 'credit' ? input.amountSen : -input.amountSen;
    const { journalId } = await postJournal(tx, {
      type: 'adjustment',
      reference: null,
      memo: input.reason,
      actor: { type: 'admin', id: input.admin.adminId },
      lines: [
        { account: { memberId: member.id, wallet: input.wallet }, amount: signed },
        { account: { system: 'adjustments' }, amount: -signed },
      ],
    });
    const after = await walletBalances(tx, member.id);
    await writeAudit(tx, {
      actor: input.admin,
      action: `wallet.${input.direction}`,
      targetType: 'member',
      targetId: member.id,
      reason: input.reason,
      before: { wallet: input.wallet, balance: formatSen(before[input.wallet]) },
      after: {
        wallet: input.wallet,
        balance: formatSen(after[input.wallet]),
        amount: formatSen(input.amountSen),
        journal_id: journalId,
      },
      ip: input.ip,
    });
    return {
      journal_id: journalId,
      username: member.username,
      wallet: input.wallet,
      balance: formatSen(after[input.wallet]),
    };
  });
}
