import type { OrderStatus } from '@rangkai/shared';
import { type Db, inTransaction } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { refundMallOrder } from './cancel.js';
import { loadOrder, transitionOrder } from './order-model.js';

export type AdminOrderAction = 'ship' | 'ready_for_collection' | 'complete' | 'cancel';

const actionStatus: Record<AdminOrderAction, OrderStatus> = {
  ship: 'delivery',
  ready_for_collection: 'ready_for_collection',
  complete: 'completed',
  cancel: 'cancelled',
};

export interface AdminOrderActionInput {
  admin: { adminId: number; username: string };
  ip: string;
  orderId: number;
  action: AdminOrderAction;
  trackingNumber?: string;
  note?: string;
}

/**
 * Ships, readies, completes or cancels a processing mall order (a cancel refunds its wallets,
 * restocks and returns the voucher), with its audit row, in one transaction; the order after.
 */
export function applyAdminOrderAction(db: Db, input: AdminOrderActionInput) {
  const { admin, orderId, action, trackingNumber, note } = input;
  return inTransaction(db, async (tx) => {
    const change = await transitionOrder(
      tx,
      orderId,
      actionStatus[action],
      { type: 'admin', id: admin.adminId, name: admin.username },
      { trackingNumber, note },
    );
    if (action === 'cancel')
      await refundMallOrder(tx, orderId, { type: 'admin', id: admin.adminId });
    await writeAudit(tx, {
      actor: { adminId: admin.adminId, username: admin.username },
      action: `order.${action}`,
      targetType: 'order',
      targetId: orderId,
      reason: note ?? null,
      before: { ref_no: change.refNo, status: change.from },
      after: { ref_no: change.refNo, status: change.to, tracking_number: trackingNumber ?? null },
      ip: input.ip,
    });
    return loadOrder(tx, orderId);
  });
}
