import { formatSen, type Wallet } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { countries, members, transfers } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { accountKey, postJournal } from './ledger.js';

/** A transfer receiver by username or member code; must exist and be active. */
export async function findReceiver(db: Executor, ref: string) {
  const [row] = await db
    .select({
      id: members.id,
      username: members.username,
      memberCode: members.memberCode,
      contactNumber: members.contactNumber,
      status: members.status,
      countryId: countries.id,
      countryName: countries.nameEn,
    })
    .from(members)
    .innerJoin(countries, eq(countries.id, members.countryId))
    .where(sql`lower(${members.username}) = lower(${ref}) OR ${members.memberCode} = upper(${ref})`)
    .limit(1);
  if (row?.status !== 'active') throw fieldError('INCORRECT_USERNAME', 'username');
  return row;
}

interface Movement {
  kind: 'transfer' | 'change_wallet';
  fromMemberId: number;
  toMemberId: number;
  fromWallet: Wallet;
  toWallet: Wallet;
  amountSen: bigint;
  remark?: string | null;
}

/** Moves points between two member wallets through the ledger and records the movement. */
export async function moveBetweenWallets(tx: Tx, movement: Movement) {
  const from = { memberId: movement.fromMemberId, wallet: movement.fromWallet };
  const { journalId, balances } = await postJournal(tx, {
    type: movement.kind,
    reference: null,
    memo: movement.remark ?? null,
    actor: { type: 'member', id: movement.fromMemberId },
    lines: [
      { account: from, amount: -movement.amountSen },
      {
        account: { memberId: movement.toMemberId, wallet: movement.toWallet },
        amount: movement.amountSen,
      },
    ],
  });
  const [row] = await tx
    .insert(transfers)
    .values({
      kind: movement.kind,
      fromMemberId: movement.fromMemberId,
      toMemberId: movement.toMemberId,
      fromWallet: movement.fromWallet,
      toWallet: movement.toWallet,
      amountSen: movement.amountSen,
      remark: movement.remark ?? null,
      journalId,
    })
    .returning({ id: transfers.id, createdAt: transfers.createdAt });
  return {
    id: row.id,
    journal_id: journalId,
    amount: formatSen(movement.amountSen),
    from_wallet: movement.fromWallet,
    to_wallet: movement.toWallet,
    balance: formatSen(balances.get(accountKey(from))!),
    created_at: row.createdAt.toISOString(),
  };
}

/** BUSINESS_RULES §2: point1 → receiver's point1 or point3 → receiver's point3; not to oneself. */
export async function transferPoints(
  tx: Tx,
  options: {
    fromMemberId: number;
    receiverId: number;
    wallet: 'point1' | 'point3';
    amountSen: bigint;
    remark?: string | null;
  },
) {
  if (options.receiverId === options.fromMemberId)
    throw fieldError('INCORRECT_USERNAME', 'username');
  if (options.amountSen <= 0n) throw fieldError('INCORRECT_AMOUNT', 'amount');
  return moveBetweenWallets(tx, {
    kind: 'transfer',
    fromMemberId: options.fromMemberId,
    toMemberId: options.receiverId,
    fromWallet: options.wallet,
    toWallet: options.wallet,
    amountSen: options.amountSen,
    remark: options.remark,
  });
}

/** BUSINESS_RULES §2: point1 into point2, point3 or point4, 1:1, no fee. */
export async function changeWallet(
  tx: Tx,
  options: { memberId: number; to: 'point2' | 'point3' | 'point4'; amountSen: bigint },
) {
  if (options.amountSen <= 0n) throw fieldError('INCORRECT_AMOUNT', 'amount');
  return moveBetweenWallets(tx, {
    kind: 'change_wallet',
    fromMemberId: options.memberId,
    toMemberId: options.memberId,
    fromWallet: 'point1',
    toWallet: options.to,
    amountSen: options.amountSen,
  });
}
