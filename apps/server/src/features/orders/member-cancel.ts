import { type CancelOrderReply, formatSen } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { coolingOffUntil } from '../cooling-off/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { refundMallOrder } from './cancel.js';
import { cancelTarget, isOpenForCancel } from './cooling-off.js';
import { loadOrder, transitionOrder } from './order-model.js';

export interface MemberCancelInput {
  memberId: number;
  username: string;
  orderId: number;
  reason: string;
}

/**
 * BUSINESS_RULES §13: a member cancels their own mall order within its cooling-off period (the
 * order's business date + ten working days). Still processing: cancelled, and every sen back to
 * its wallets, the stock back and the voucher back (`refundMallOrder`); shipped (in delivery,
 * ready for collection or completed): return requested, refunded when an administrator marks it
 * returned. The order row is locked first, so of two racing cancels one wins and the other finds
 * it cancelled. Run it through `runMoneyAction` (security password, idempotency key, audit row).
 */
export async function cancelMemberOrder(
  tx: Tx,
  input: MemberCancelInput,
): Promise<MoneyActionResult<CancelOrderReply>> {
  const [o] = await tx
    .select({
      memberId: orders.memberId,
      orderType: orders.orderType,
      status: orders.status,
      refNo: orders.refNo,
      createdAt: orders.createdAt,
      totalSen: orders.totalSen,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId))
    .for('update');
  // Nothing about another member's order, not even whether it exists.
  if (!o || o.memberId !== input.memberId) throw fieldError('NO_PERMISSION', 'order_id');
  // A starter kit goes with its package purchase (api/package/cancel-purchase).
  if (o.orderType !== 'mall') throw fieldError('INVALID_STATE', 'order_id');
  if (!isOpenForCancel(o.status)) throw fieldError('ALREADY_CANCELLED', 'order_id');
  const until = await coolingOffUntil(tx, businessDate(o.createdAt));
  if (businessDate() > until) throw fieldError('COOLING_OFF_ENDED', 'order_id');

  const to = cancelTarget(o.status);
  const actor = { type: 'member' as const, id: input.memberId, name: input.username };
  await transitionOrder(tx, input.orderId, to, actor, { note: input.reason });
  const refundSen = to === 'cancelled' ? o.totalSen : 0n;
  if (to === 'cancelled') await refundMallOrder(tx, input.orderId, actor);
  return {
    data: { order: await loadOrder(tx, input.orderId), refund: formatSen(refundSen) },
    audit: {
      action: to === 'cancelled' ? 'order.member_cancel' : 'order.return_request',
      targetType: 'order',
      targetId: input.orderId,
      reason: input.reason,
      before: { ref_no: o.refNo, status: o.status },
      after: { ref_no: o.refNo, status: to, refund_sen: refundSen, cooling_off_until: until },
    },
  };
}
