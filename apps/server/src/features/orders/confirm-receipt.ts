import type { Order } from '@rangkai/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { members, orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { loadOrder, transitionOrder } from './order-model.js';

/**
 * `itemReceived`: the member confirms receipt of their own order in delivery, which completes it
 * (an order event, no audit row); someone else's order is NO_PERMISSION, one not in delivery
 * INVALID_STATE (a collection is completed at the centre).
 */
export async function confirmReceipt(
  tx: Tx,
  memberId: number,
  orderId: number,
): Promise<ActionResult<Order>> {
  const [own] = await tx
    .select({ username: members.username, status: orders.status })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(and(eq(orders.id, orderId), eq(orders.memberId, memberId)));
  if (!own) throw fieldError('NO_PERMISSION', 'order_id');
  if (own.status !== 'delivery') throw fieldError('INVALID_STATE', 'order_id');
  const actor = { type: 'member' as const, id: memberId, name: own.username };
  await transitionOrder(tx, orderId, 'completed', actor, { note: 'item_received' });
  return { data: await loadOrder(tx, orderId), audit: null };
}
