import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mallProducts, memberVouchers, orderItems, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';

/**
 * BUSINESS_RULES §12, a cancelled mall order: every sen back to the wallets it came from (one
 * journal, the payment's mirror, referenced by the order so it happens once), the stock back on
 * the shelf, the voucher back in the member's list. Called in the transaction that cancels it.
 */
export async function refundMallOrder(
  tx: Tx,
  orderId: number,
  actor: { type: 'member' | 'admin' | 'system'; id: number | null },
) {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (o?.orderType !== 'mall') throw new AppError('INVALID_STATE', { status: 'INVALID_STATE' });
  const lines = (
    [
      { account: { memberId: o.paidByMemberId, wallet: 'point1' }, amount: o.paidPoint1Sen },
      { account: { memberId: o.paidByMemberId, wallet: 'point2' }, amount: o.paidPoint2Sen },
      { account: { memberId: o.paidByMemberId, wallet: 'point4' }, amount: o.paidPoint4Sen },
      { account: { system: 'company_revenue' }, amount: -(o.subtotalSen - o.discountSen) },
      { account: { system: 'shipping' }, amount: -o.shippingSen },
    ] satisfies JournalLineInput[]
  ).filter((l) => l.amount !== 0n);
  if (lines.length >= 2)
    await postJournal(tx, {
      type: 'mall_refund',
      reference: `order:${orderId}`,
      memo: o.refNo,
      actor,
      lines,
    });
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)));
  for (const item of items)
    await tx
      .update(mallProducts)
      .set({
        stock: sql`${mallProducts.stock} + ${item.quantity}`,
        sold: sql`GREATEST(${mallProducts.sold} - ${item.quantity}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(mallProducts.id, item.productId as number));
  await tx
    .update(memberVouchers)
    .set({ orderId: null, usedAt: null })
    .where(eq(memberVouchers.orderId, orderId));
}
