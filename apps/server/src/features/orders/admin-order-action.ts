import { formatSen, type Order, type OrderStatus } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { mailNotice, notify } from '../notifications/index.js';
import { refundMallOrder } from './cancel.js';
import { loadOrder, transitionOrder } from './order-model.js';

export type AdminOrderAction =
  | 'ship'
  | 'ready_for_collection'
  | 'complete'
  | 'cancel'
  | 'mark_returned';

const actionStatus: Record<AdminOrderAction, OrderStatus> = {
  ship: 'delivery',
  ready_for_collection: 'ready_for_collection',
  complete: 'completed',
  cancel: 'cancelled',
  mark_returned: 'returned',
};

export interface AdminOrderActionInput {
  orderId: number;
  action: AdminOrderAction;
  trackingNumber?: string;
  note?: string;
}

/**
 * §12/§13: the member of a mall order the back-office cancelled, or marked returned, is told it
 * was refunded (a notification, and a mail in their language), with its reference, the reason
 * for a cancel (its note, required) and what went back to the wallets (the order's total), in the
 * transaction that refunds it: a replay tells nothing twice.
 */
async function tellRefunded(
  tx: Tx,
  orderId: number,
  kind: 'cancelled' | 'returned',
  note?: string,
) {
  const [o] = await tx
    .select({ memberId: orders.memberId, refNo: orders.refNo, totalSen: orders.totalSen })
    .from(orders)
    .where(eq(orders.id, orderId));
  const amount = formatSen(o.totalSen);
  await notify(tx, {
    memberId: o.memberId,
    type: `order_${kind}`,
    params: {
      order_id: String(orderId),
      ref_no: o.refNo,
      amount,
      ...(kind === 'cancelled' ? { reason: note ?? '' } : {}),
    },
    dedupeKey: `order:${orderId}:${kind}`,
  });
  await mailNotice(
    tx,
    o.memberId,
    kind === 'cancelled'
      ? { kind: 'order_cancelled', ref: o.refNo, amount, reason: note ?? '' }
      : { kind: 'order_returned', ref: o.refNo, amount },
  );
}

/**
 * Ships, readies, completes or cancels a processing mall order (a cancel refunds its wallets,
 * restocks and returns the voucher), or marks a return requested as returned (§13: a mall order is
 * refunded then, the same way; a starter kit only changes status, its package was refunded when it
 * was cancelled); the order after and its audit row. Runs inside
 * `runMoneyAction` (a cancel moves money), which writes the audit row in the same transaction.
 */
export async function applyAdminOrderAction(
  tx: Tx,
  admin: { adminId: number; username: string },
  input: AdminOrderActionInput,
): Promise<MoneyActionResult<Order>> {
  const { orderId, action, trackingNumber, note } = input;
  const change = await transitionOrder(
    tx,
    orderId,
    actionStatus[action],
    { type: 'admin', id: admin.adminId, name: admin.username },
    { trackingNumber, note },
  );
  const refunds =
    action === 'cancel' || (action === 'mark_returned' && change.orderType === 'mall');
  if (refunds) {
    await refundMallOrder(tx, orderId, { type: 'admin', id: admin.adminId });
    await tellRefunded(tx, orderId, action === 'cancel' ? 'cancelled' : 'returned', note);
  }
  return {
    data: await loadOrder(tx, orderId),
    audit: {
      action: `order.${action}`,
      targetType: 'order',
      targetId: orderId,
      reason: note ?? null,
      before: { ref_no: change.refNo, status: change.from },
      after: { ref_no: change.refNo, status: change.to, tracking_number: trackingNumber ?? null },
    },
  };
}
