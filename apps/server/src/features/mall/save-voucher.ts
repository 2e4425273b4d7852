import type { AdminVoucher, adminVoucherRequest } from '@rangkai/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { memberVouchers, vouchers } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { toAdminVoucher } from './admin.js';

type VoucherInput = z.output<typeof adminVoucherRequest>;

/**
 * Creates (`id` null) or changes a voucher; a code another voucher has is CONFLICT, a quantity
 * below what was claimed is refused. Its audit row has before/after.
 */
export async function saveVoucher(
  tx: Tx,
  id: number | null,
  input: VoucherInput,
): Promise<ActionResult<AdminVoucher>> {
  const values = {
    code: input.code,
    name: input.name,
    discountType: input.discount_type,
    amountSen: input.discount_type === 'fixed' ? (input.amount ?? null) : null,
    percent: input.discount_type === 'percent' ? (input.percent ?? null) : null,
    maxDiscountSen: input.discount_type === 'percent' ? (input.max_discount ?? null) : null,
    minSpendSen: input.min_spend,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    totalQuantity: input.total_quantity,
    perMemberLimit: input.per_member_limit,
    active: input.active,
  };
  const [clash] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.code, input.code));
  if (clash && clash.id !== id) throw fieldError('CONFLICT', 'code');
  const audit = (before: unknown, after: AdminVoucher) => ({
    action: id === null ? 'mall.voucher.create' : 'mall.voucher.update',
    targetType: 'voucher',
    targetId: after.id,
    before,
    after,
  });
  if (id === null) {
    const [row] = await tx.insert(vouchers).values(values).returning();
    const after = toAdminVoucher(row, 0);
    return { data: after, audit: audit(null, after) };
  }
  const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  if (values.totalQuantity < before.claimed) throw fieldError('VALIDATION_ERROR', 'total_quantity');
  const [row] = await tx.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  const [{ used }] = await tx
    .select({ used: count() })
    .from(memberVouchers)
    .where(and(eq(memberVouchers.voucherId, id), sql`${memberVouchers.orderId} IS NOT NULL`));
  const after = toAdminVoucher(row, used);
  return { data: after, audit: audit(before, after) };
}
