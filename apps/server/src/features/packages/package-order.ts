import type { createPackageOrderRequest, Order } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { members, orderEvents, orders, userPackages } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { loadOrder } from '../orders/index.js';
import { resolveDelivery } from './delivery.js';

/**
 * Spec §7 createPackageOrder: attaches or corrects the delivery details of the order a purchase
 * already created (the member's own, or one they paid for as registrant) — never a second order
 * or a second charge. Only while the order is processing; a change that would change the shipping
 * fee already paid is refused (SHIPPING_FEE_CHANGED). The member's own change: no audit row (the
 * order's events record it).
 */
export async function updatePackageOrder(
  tx: Tx,
  options: {
    memberId: number;
    input: z.output<typeof createPackageOrderRequest>;
  },
): Promise<ActionResult<Order>> {
  const { input, memberId } = options;
  const [purchase] = await tx
    .select({
      memberId: userPackages.memberId,
      paidBy: userPackages.paidByMemberId,
      packageId: userPackages.toPackageId,
    })
    .from(userPackages)
    .where(eq(userPackages.id, input.user_package_id));
  if (!purchase || (purchase.memberId !== memberId && purchase.paidBy !== memberId))
    throw fieldError('NO_PERMISSION', 'user_package_id');
  if (input.user_id !== undefined && input.user_id !== purchase.memberId)
    throw fieldError('VALIDATION_ERROR', 'user_id');
  if (input.user_group_id !== undefined && input.user_group_id !== purchase.packageId)
    throw fieldError('VALIDATION_ERROR', 'user_group_id');
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.userPackageId, input.user_package_id))
    .for('update');
  if (order?.status !== 'processing') throw fieldError('INVALID_STATE', 'user_package_id');
  const [owner] = await tx
    .select({ countryId: members.countryId, stateId: members.stateId, area: members.area })
    .from(members)
    .where(eq(members.id, purchase.memberId));
  const delivery = await resolveDelivery(
    tx,
    {
      selfPickup: input.self_pickup,
      stateId: input.state ?? input.state_id,
      collectPointId: input.mall_collect_point_id,
    },
    order.selfPickup === 0 && order.stateId
      ? { countryId: owner.countryId, stateId: order.stateId, area: order.area }
      : owner,
  );
  if (delivery.shippingSen !== order.shippingSen)
    throw fieldError('SHIPPING_FEE_CHANGED', delivery.selfPickup === 1 ? 'self_pickup' : 'state');
  await tx
    .update(orders)
    .set({
      selfPickup: delivery.selfPickup,
      collectPointId: delivery.collectPointId,
      stateId: delivery.stateId,
      area: delivery.area,
      receiverFullname: input.receiver_fullname ?? order.receiverFullname,
      receiverPhone: input.receiver_phone ?? order.receiverPhone,
      address: input.address || order.address,
      postcode: input.postcode ?? order.postcode,
      remark: input.remark ?? order.remark,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  const [me] = await tx
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, memberId));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    status: 'processing',
    note: 'details_updated',
    actorType: 'member',
    actorId: memberId,
    actorName: me.username,
  });
  return { data: await loadOrder(tx, order.id), audit: null };
}
