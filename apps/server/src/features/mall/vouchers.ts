import { formatSen, type Voucher, type VoucherStatus } from '@rangkai/shared';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { memberVouchers, vouchers } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';

type VoucherRow = typeof vouchers.$inferSelect;

export function toVoucher(
  v: VoucherRow,
  status: VoucherStatus,
  memberVoucherId: number | null,
): Voucher {
  return {
    id: v.id,
    member_voucher_id: memberVoucherId,
    code: v.code,
    name: v.name,
    discount_type: v.discountType,
    amount: v.amountSen === null ? null : formatSen(v.amountSen),
    percent: v.percent,
    max_discount: v.maxDiscountSen === null ? null : formatSen(v.maxDiscountSen),
    min_spend: formatSen(v.minSpendSen),
    starts_at: v.startsAt.toISOString(),
    ends_at: v.endsAt.toISOString(),
    remaining: v.totalQuantity - v.claimed,
    per_member_limit: v.perMemberLimit,
    status,
  };
}

const running = (now: Date) =>
  and(eq(vouchers.active, true), lte(vouchers.startsAt, now), gt(vouchers.endsAt, now));

/**
 * The member's voucher list (`/web/voucherList`): `available` — running vouchers they may still
 * claim; `claimed` — their claims not used yet and still valid; `used`; `expired` — claims not
 * used whose voucher ended or was withdrawn.
 */
export async function listVouchers(
  db: Executor,
  memberId: number,
  status: VoucherStatus,
  now = new Date(),
): Promise<Voucher[]> {
  if (status === 'available') {
    const rows = await db
      .select({
        v: vouchers,
        mine: sql<number>`(SELECT count(*)::int FROM member_vouchers mv
          WHERE mv.voucher_id = vouchers.id AND mv.member_id = ${memberId})`,
      })
      .from(vouchers)
      .where(and(running(now), sql`${vouchers.claimed} < ${vouchers.totalQuantity}`))
      .orderBy(asc(vouchers.endsAt), asc(vouchers.id));
    return rows
      .filter((r) => r.mine < r.v.perMemberLimit)
      .map((r) => toVoucher(r.v, 'available', null));
  }
  const claimWhere =
    status === 'used'
      ? isNotNull(memberVouchers.orderId)
      : status === 'claimed'
        ? and(isNull(memberVouchers.orderId), running(now))
        : and(
            isNull(memberVouchers.orderId),
            or(eq(vouchers.active, false), lte(vouchers.endsAt, now)),
          );
  const rows = await db
    .select({ v: vouchers, mv: memberVouchers })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(and(eq(memberVouchers.memberId, memberId), claimWhere))
    .orderBy(desc(memberVouchers.id));
  return rows.map((r) => toVoucher(r.v, status, r.mv.id));
}

/**
 * Claims a voucher (by id or code) into the member's list: the voucher row is locked, so the last
 * one of a quantity, or a member's limit, is never claimed twice. The member's own change: no
 * audit row.
 */
export async function claimVoucher(
  tx: Tx,
  memberId: number,
  which: { voucher_id: number } | { code: string },
  now = new Date(),
): Promise<ActionResult<Voucher>> {
  const [v] = await tx
    .select()
    .from(vouchers)
    .where(
      'voucher_id' in which
        ? eq(vouchers.id, which.voucher_id)
        : eq(vouchers.code, which.code.toUpperCase()),
    )
    .for('update');
  const field = 'voucher_id' in which ? 'voucher_id' : 'code';
  if (!v?.active || v.startsAt > now || v.endsAt <= now)
    throw fieldError('VOUCHER_NOT_VALID', field);
  if (v.claimed >= v.totalQuantity) throw fieldError('VOUCHER_SOLD_OUT', field);
  const [{ mine }] = await tx
    .select({ mine: count() })
    .from(memberVouchers)
    .where(and(eq(memberVouchers.voucherId, v.id), eq(memberVouchers.memberId, memberId)));
  if (mine >= v.perMemberLimit) throw fieldError('VOUCHER_LIMIT_REACHED', field);
  const [claim] = await tx
    .insert(memberVouchers)
    .values({ voucherId: v.id, memberId })
    .returning({ id: memberVouchers.id });
  await tx
    .update(vouchers)
    .set({ claimed: sql`${vouchers.claimed} + 1` })
    .where(eq(vouchers.id, v.id));
  return { data: toVoucher({ ...v, claimed: v.claimed + 1 }, 'claimed', claim.id), audit: null };
}

/** §12: the discount off the items' subtotal — fixed, or a percentage (rounded down) with a cap. */
export function voucherDiscount(v: VoucherRow, subtotalSen: bigint): bigint {
  if (subtotalSen < v.minSpendSen) throw fieldError('VOUCHER_MIN_SPEND', 'member_voucher_id');
  let off =
    v.discountType === 'fixed'
      ? (v.amountSen ?? 0n)
      : (subtotalSen * BigInt(v.percent ?? 0)) / 100n;
  if (v.maxDiscountSen !== null && off > v.maxDiscountSen) off = v.maxDiscountSen;
  return off > subtotalSen ? subtotalSen : off;
}

/**
 * A claim the member may apply now: theirs, unused, its voucher running. `lock` holds the claim
 * row until the order commits (two checkouts cannot both use it). VOUCHER_NOT_VALID otherwise.
 */
export async function usableClaim(
  db: Executor,
  memberId: number,
  memberVoucherId: number,
  { lock = false, now = new Date() } = {},
) {
  const query = db
    .select({ v: vouchers, mv: memberVouchers })
    .from(memberVouchers)
    .innerJoin(vouchers, eq(vouchers.id, memberVouchers.voucherId))
    .where(and(eq(memberVouchers.id, memberVoucherId), eq(memberVouchers.memberId, memberId)));
  const [row] = lock ? await query.for('update', { of: memberVouchers }) : await query;
  if (
    !row ||
    row.mv.orderId !== null ||
    !row.v.active ||
    row.v.startsAt > now ||
    row.v.endsAt <= now
  )
    throw fieldError('VOUCHER_NOT_VALID', 'member_voucher_id');
  return row;
}

export async function markClaimUsed(tx: Tx, memberVoucherId: number, orderId: number) {
  const used = await tx
    .update(memberVouchers)
    .set({ orderId, usedAt: new Date() })
    .where(and(eq(memberVouchers.id, memberVoucherId), isNull(memberVouchers.orderId)))
    .returning({ id: memberVouchers.id });
  if (used.length !== 1)
    throw new AppError('VOUCHER_NOT_VALID', { member_voucher_id: 'VOUCHER_NOT_VALID' });
}
