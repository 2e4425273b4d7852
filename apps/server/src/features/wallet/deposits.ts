import { type DepositRecord, depositRequest, formatSen, PAGE_SIZE } from '@rangkai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import { type Db, type Executor, pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { deposits, members } from '../../db/schema/index.js';
import { AppError, fieldError, parseFields } from '../../lib/app-error.js';
import type { Form } from '../../lib/form.js';
import { cleanImage } from '../../lib/images.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import type { ImageType, Storage } from '../../lib/storage.js';
import type { MoneyActionResult } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { postJournal } from './ledger.js';

type DepositRow = typeof deposits.$inferSelect;
type DepositStatus = DepositRow['status'];

/** Which status may follow which: checked in one place. */
const transitions: Record<DepositStatus, readonly DepositStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export function toDepositRecord(row: DepositRow): DepositRecord {
  return {
    id: row.id,
    amount: formatSen(row.amountSen),
    method: row.method,
    reference: row.reference,
    has_receipt: Boolean(row.receiptPath),
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * A deposit request from its form: amount, method, reference and/or a receipt image. The receipt
 * is decoded and re-encoded like an identity image (metadata such as GPS and anything that is not
 * the picture are dropped; a file that is not really a JPEG/PNG is refused naming `receipt`).
 */
export async function parseDepositForm(form: Form) {
  const input = parseFields(depositRequest, form.fields);
  if (!input.reference && !form.files.receipt) throw fieldError('REQUIRED', 'reference');
  const receipt = form.files.receipt ? await cleanImage(form.files.receipt, 'receipt') : null;
  return { ...input, receipt };
}

/**
 * A member's deposit request, with its receipt image if any: one pending deposit per member
 * (BUSINESS_RULES §10), guaranteed by a partial unique index. The receipt is stored first and
 * removed again when the database refuses the request, so a refusal leaves no file behind.
 */
export async function requestDeposit(
  db: Executor,
  storage: Storage,
  input: {
    memberId: number;
    amountSen: bigint;
    method: 'fpx' | 'local';
    reference: string | null;
    receipt: { bytes: Buffer; type: ImageType } | null;
  },
) {
  const receiptPath = input.receipt
    ? await storage.save('receipts', input.receipt.bytes, input.receipt.type)
    : null;
  try {
    const [row] = await db
      .insert(deposits)
      .values({
        memberId: input.memberId,
        amountSen: input.amountSen,
        method: input.method,
        reference: input.reference,
        receiptPath,
      })
      .returning();
    return toDepositRecord(row);
  } catch (err) {
    if (receiptPath) await storage.remove(receiptPath);
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'deposits_one_pending')
      throw new AppError('LAST_DEPOSIT_PENDING');
    throw err;
  }
}

export async function listMemberDeposits(db: Db, memberId: number, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(eq(deposits.memberId, memberId))
      .orderBy(desc(deposits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(deposits).where(eq(deposits.memberId, memberId)),
  ]);
  return { records: rows.map(toDepositRecord), total };
}

/**
 * Approve (credits point3 from deposits clearing, once: the journal's reference is the deposit)
 * or reject a pending deposit. For the money-action path: returns the record and its audit row.
 */
export async function reviewDeposit(
  tx: Tx,
  input: {
    depositId: number;
    decision: 'approved' | 'rejected';
    reason: string | null;
    adminId: number;
  },
): Promise<MoneyActionResult<DepositRecord>> {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(eq(deposits.id, input.depositId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (!transitions[row.status].includes(input.decision))
    throw new AppError('INVALID_STATE', { status: row.status });
  let journalId: number | null = null;
  if (input.decision === 'approved') {
    const posted = await postJournal(tx, {
      type: 'deposit',
      reference: `deposit:${row.id}`,
      memo: row.reference,
      actor: { type: 'admin', id: input.adminId },
      lines: [
        { account: { system: 'deposits_clearing' }, amount: -row.amountSen },
        { account: { memberId: row.memberId, wallet: 'point3' }, amount: row.amountSen },
      ],
    });
    journalId = posted.journalId;
  }
  const [updated] = await tx
    .update(deposits)
    .set({
      status: input.decision,
      reason: input.reason,
      reviewedBy: input.adminId,
      reviewedAt: new Date(),
      journalId,
    })
    .where(eq(deposits.id, row.id))
    .returning();
  await notify(tx, {
    memberId: row.memberId,
    type: input.decision === 'approved' ? 'deposit_approved' : 'deposit_rejected',
    params: { amount: formatSen(row.amountSen), reason: input.reason ?? '' },
    dedupeKey: `deposit:${row.id}`,
  });
  return {
    data: toDepositRecord(updated),
    audit: {
      action: input.decision === 'approved' ? 'deposit.approve' : 'deposit.reject',
      targetType: 'deposit',
      targetId: row.id,
      reason: input.reason,
      before: { status: row.status },
      after: {
        status: updated.status,
        amount: formatSen(row.amountSen),
        member_id: row.memberId,
        journal_id: journalId,
      },
    },
  };
}

/** The back-office queue: deposits by status (pending oldest first, others newest first). */
export async function listDeposits(
  db: Executor,
  { status, page }: { status: DepositStatus; page: number },
) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ d: deposits, username: members.username, code: members.memberCode })
      .from(deposits)
      .innerJoin(members, eq(members.id, deposits.memberId))
      .where(eq(deposits.status, status))
      .orderBy(status === 'pending' ? deposits.id : desc(deposits.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(deposits).where(eq(deposits.status, status)),
  ]);
  return pageOf(
    rows.map((r) => ({
      ...toDepositRecord(r.d),
      member: { id: r.d.memberId, username: r.username, member_code: r.code },
    })),
    page,
    n,
  );
}

/** Where a deposit's receipt is stored: for its owner (`memberId`) or, without one, an operator. */
export async function depositReceiptPath(
  db: Executor,
  { depositId, memberId }: { depositId: number; memberId?: number },
) {
  const [row] = await db
    .select({ path: deposits.receiptPath })
    .from(deposits)
    .where(
      memberId === undefined
        ? eq(deposits.id, depositId)
        : and(eq(deposits.id, depositId), eq(deposits.memberId, memberId)),
    );
  return row?.path ?? null;
}
