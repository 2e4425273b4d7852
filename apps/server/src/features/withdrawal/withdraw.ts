import {
  type AdminWithdrawal,
  formatSen,
  PAGE_SIZE,
  senToUsdt,
  type WithdrawInfo,
  type WithdrawRecord,
  type WithdrawStatus,
  withdrawalFee,
} from '@rangkai/shared';
import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { accounts, admins, members, withdrawals } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate, businessTimeZone } from '../../lib/business-time.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import type { MoneyActionResult } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { readSettings } from '../settings/index.js';
import { postJournal } from '../wallet/index.js';
import { bankColumns, bankComplete, toBankInfo } from './bank.js';
import { withdrawalPhase } from './phase.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Which status may follow which (BUSINESS_RULES §9): declared once, checked here only. */
export const withdrawTransitions: Record<WithdrawStatus, readonly WithdrawStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  completed: [],
  rejected: [],
};

export function toWithdrawRecord(row: WithdrawalRow, usdtRate: string): WithdrawRecord {
  const received = row.amountSen - row.feeSen;
  return {
    id: row.id,
    amount: formatSen(row.amountSen),
    fee: formatSen(row.feeSen),
    amount_received: formatSen(received),
    amount_usdt: senToUsdt(row.amountSen, usdtRate),
    amount_received_usdt: senToUsdt(received, usdtRate),
    bank_country: row.bankCountry,
    bank_name: row.bankName,
    bank_user: row.bankUser,
    bank_number: row.bankNumber,
    branch: row.branch,
    phase: row.phase,
    status: row.status,
    reason: row.reason,
    bank_reference: row.bankReference,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

interface WithdrawSettings {
  minSen: bigint;
  feePercent: number;
  usdtRate: string;
}

async function withdrawSettings(db: Executor): Promise<WithdrawSettings> {
  const s = await readSettings(db);
  return {
    minSen: BigInt(s.withdraw_min_amount) * 100n,
    feePercent: Number(s.withdraw_fee_percent),
    usdtRate: s.usdt_rate,
  };
}

/** The member's withdrawal that blocks a new one: the pending one, else this phase's. */
async function blockingWithdrawal(db: Executor, memberId: number, phase: string) {
  const rows = await db
    .select({ status: withdrawals.status, phase: withdrawals.phase })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        sql`(${withdrawals.status} = 'pending' OR (${withdrawals.phase} = ${phase} AND ${withdrawals.status} <> 'rejected'))`,
      ),
    );
  if (rows.some((r) => r.status === 'pending')) return 'LAST_WITHDRAWAL_PENDING' as const;
  return rows.length > 0 ? ('WITHDRAWAL_PHASE_USED' as const) : null;
}

/**
 * A member's withdrawal request (BUSINESS_RULES §9), in the money path's transaction: approved
 * KYC, complete bank details, a whole amount of at least the minimum, no pending withdrawal and
 * none yet in this phase (a rejected one does not count); the amount leaves point1 into
 * withdrawals payable at once. The member's row is locked first, so one member's requests are
 * taken one after the other; two partial unique indexes hold the same rules in the database.
 */
export async function requestWithdrawal(
  tx: Tx,
  input: { memberId: number; amountSen: bigint; now?: Date },
): Promise<MoneyActionResult<WithdrawRecord>> {
  const [member] = await tx
    .select({ kycStatus: members.kycStatus, ...bankColumns })
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('no key update');
  if (!member) throw new AppError('UNAUTHORIZED');
  if (member.kycStatus !== 'approved') throw new AppError('PLEASE_COMPLETE_KYC');
  if (!bankComplete(member)) throw new AppError('complete_withdraw_details');
  const settings = await withdrawSettings(tx);
  if (input.amountSen % 100n !== 0n) throw fieldError('INCORRECT_AMOUNT', 'amount');
  if (input.amountSen < settings.minSen) throw fieldError('MIN_WITHDRAW_AMOUNT', 'amount');
  const { phase } = withdrawalPhase(businessDate(input.now));
  const blocked = await blockingWithdrawal(tx, input.memberId, phase);
  if (blocked) throw new AppError(blocked);

  const feeSen = withdrawalFee(input.amountSen, settings.feePercent);
  const {
    rows: [{ id }],
  } = await tx.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
  );
  let journalId: number;
  try {
    ({ journalId } = await postJournal(tx, {
      type: 'withdraw',
      reference: `withdraw:${id}`,
      // Shown in the member's records: the bank and the account's last four digits only.
      memo: `${member.bankName} ••••${member.bankNumber!.slice(-4)}`,
      actor: { type: 'member', id: input.memberId },
      lines: [
        { account: { memberId: input.memberId, wallet: 'point1' }, amount: -input.amountSen },
        { account: { system: 'withdrawals_payable' }, amount: input.amountSen },
      ],
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIAN_BALANCE')
      throw fieldError('INSUFFICIAN_BALANCE', 'amount');
    throw err;
  }
  let row: WithdrawalRow;
  try {
    [row] = await tx
      .insert(withdrawals)
      .values({
        id: Number(id),
        memberId: input.memberId,
        amountSen: input.amountSen,
        feeSen,
        phase,
        bankCountry: member.bankCountry!,
        bankName: member.bankName!,
        bankUser: member.bankUser!,
        bankNumber: member.bankNumber!,
        branch: member.branch!,
        journalId,
      })
      .returning();
  } catch (err) {
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'withdrawals_one_pending')
      throw new AppError('LAST_WITHDRAWAL_PENDING');
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'withdrawals_one_per_phase')
      throw new AppError('WITHDRAWAL_PHASE_USED');
    throw err;
  }
  const record = toWithdrawRecord(row, settings.usdtRate);
  return {
    data: record,
    audit: {
      action: 'withdrawal.request',
      targetType: 'withdrawal',
      targetId: row.id,
      after: {
        status: 'pending',
        amount: record.amount,
        fee: record.fee,
        phase,
        journal_id: journalId,
      },
    },
  };
}

/** What the withdraw dialog needs: balance, rules, the bank account and what blocks a request. */
export async function withdrawInfo(
  db: Executor,
  memberId: number,
  now?: Date,
): Promise<WithdrawInfo> {
  const { phase, nextStart } = withdrawalPhase(businessDate(now));
  const [[member], [wallet], settings, blocked] = await Promise.all([
    db
      .select({ kycStatus: members.kycStatus, ...bankColumns })
      .from(members)
      .where(eq(members.id, memberId)),
    db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.memberId, memberId), eq(accounts.wallet, 'point1'))),
    withdrawSettings(db),
    blockingWithdrawal(db, memberId, phase),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED');
  return {
    balance: formatSen(wallet?.balance ?? 0n),
    min_amount: Number(settings.minSen / 100n),
    fee_percent: settings.feePercent,
    usdt_rate: settings.usdtRate,
    kyc_status: member.kycStatus,
    bank: toBankInfo(member),
    pending: blocked === 'LAST_WITHDRAWAL_PENDING',
    phase_used: blocked === 'WITHDRAWAL_PHASE_USED',
    phase,
    next_phase_start: nextStart,
  };
}

export async function memberWithdrawals(
  db: Executor,
  memberId: number,
  query: { status?: WithdrawStatus; page: number },
) {
  const where = and(
    eq(withdrawals.memberId, memberId),
    query.status ? eq(withdrawals.status, query.status) : undefined,
  );
  const [rows, [{ n }], settings] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(withdrawals).where(where),
    withdrawSettings(db),
  ]);
  return pageOf(
    rows.map((r) => toWithdrawRecord(r, settings.usdtRate)),
    query.page,
    n,
  );
}

// ---------------------------------------------------------------------------------------------
// Back-office

export interface WithdrawalFilter {
  status: WithdrawStatus;
  from?: string;
  to?: string;
  q?: string;
}

/** Requested on dates `from`..`to` (business calendar, inclusive), by member username/code prefix. */
export function filterWhere(f: WithdrawalFilter): SQL | undefined {
  const day = (d: string) => sql`(${d}::date::timestamp AT TIME ZONE ${businessTimeZone()})`;
  const q = f.q?.toLowerCase();
  return and(
    eq(withdrawals.status, f.status),
    f.from ? gte(withdrawals.createdAt, day(f.from)) : undefined,
    f.to ? lt(withdrawals.createdAt, sql`${day(f.to)} + interval '1 day'`) : undefined,
    q
      ? sql`(lower(${members.username}) LIKE ${`${q.replace(/[\\%_]/g, '\\$&')}%`} OR lower(${members.memberCode}) LIKE ${`${q.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  );
}

const reviewer = alias(admins, 'reviewer');

type AdminRow = {
  w: WithdrawalRow;
  username: string;
  memberCode: string;
  fullname: string;
  reviewedBy: string | null;
};

function toAdminWithdrawal(r: AdminRow, usdtRate: string): AdminWithdrawal {
  return {
    ...toWithdrawRecord(r.w, usdtRate),
    member: {
      id: r.w.memberId,
      username: r.username,
      member_code: r.memberCode,
      fullname: r.fullname,
    },
    reviewed_by: r.reviewedBy,
  };
}

export function adminQuery(db: Executor) {
  return db
    .select({
      w: withdrawals,
      username: members.username,
      memberCode: members.memberCode,
      fullname: members.fullname,
      reviewedBy: reviewer.username,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy));
}

/** The queue with totals of the whole filter: pending oldest first, the others newest first. */
export async function listWithdrawals(db: Executor, f: WithdrawalFilter & { page: number }) {
  const where = filterWhere(f);
  const [rows, [totals], settings] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(f.status === 'pending' ? withdrawals.id : desc(withdrawals.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db
      .select({ n: count(), amount: sum(withdrawals.amountSen), fee: sum(withdrawals.feeSen) })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .where(where),
    withdrawSettings(db),
  ]);
  const amount = BigInt(totals.amount ?? 0);
  const fee = BigInt(totals.fee ?? 0);
  return {
    ...pageOf(
      rows.map((r) => toAdminWithdrawal(r, settings.usdtRate)),
      f.page,
      totals.n,
    ),
    totals: {
      count: totals.n,
      amount: formatSen(amount),
      fee: formatSen(fee),
      amount_received: formatSen(amount - fee),
    },
  };
}

/** Every withdrawal of the filter, oldest first, for the bank payout file. */
export async function exportWithdrawals(db: Executor, f: WithdrawalFilter) {
  const [rows, settings] = await Promise.all([
    adminQuery(db).where(filterWhere(f)).orderBy(withdrawals.id),
    withdrawSettings(db),
  ]);
  return rows.map((r) => toAdminWithdrawal(r, settings.usdtRate));
}

async function getWithdrawal(db: Executor, id: number) {
  const [[row], settings] = await Promise.all([
    adminQuery(db).where(eq(withdrawals.id, id)),
    withdrawSettings(db),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminWithdrawal(row, settings.usdtRate);
}

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
