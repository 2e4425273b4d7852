import crypto from 'node:crypto';
import { formatSen, type Order, type OrderEvent, type OrderStatus } from '@rangkai/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.js';
import { collectPoints, members, orderEvents, orderItems, orders } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { notify } from '../notifications/index.js';
import { orderPeriods } from './cooling-off.js';

/**
 * BUSINESS_RULES §12, declared once: which status each status may move to. Delivery orders go
 * processing → delivery → completed, collection orders processing → ready_for_collection →
 * completed; a processing mall order may be cancelled (a starter kit only with its package
 * purchase: `cancellable`).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  processing: ['delivery', 'ready_for_collection', 'cancelled'],
  delivery: ['completed', 'return_requested'],
  ready_for_collection: ['completed', 'return_requested'],
  completed: ['return_requested'],
  cancelled: [],
  // §13: a shipped order cancelled within its period comes back, then is marked returned.
  return_requested: ['returned'],
  returned: [],
};

/** Who changed an order: recorded on each event. */
export interface OrderActor {
  type: 'member' | 'admin' | 'system';
  id: number | null;
  name: string;
}

export interface NewOrderItem {
  packageId?: number | null;
  productId?: number | null;
  name: string;
  nameEn: string;
  nameMs?: string | null;
  quantity: number;
  unitPriceSen: bigint;
}

export interface Delivery {
  selfPickup: 0 | 1;
  collectPointId: number | null;
  stateId: number | null;
  area: 'West' | 'East' | null;
  shippingSen: bigint;
}

export interface Receiver {
  receiverFullname: string | null;
  receiverPhone: string | null;
  address: string | null;
  postcode: string | null;
  remark: string | null;
}

export interface NewOrder {
  orderType: 'package' | 'mall';
  memberId: number;
  paidByMemberId: number;
  userPackageId?: number | null;
  paymentType: string;
  items: NewOrderItem[];
  delivery: Delivery;
  receiver: Receiver;
  /** A mall voucher's discount off the items, and the voucher's code. */
  discountSen?: bigint;
  voucherCode?: string | null;
  /** What a mall order takes from each wallet (returned to them on cancel). */
  paid?: { point1: bigint; point2: bigint; point4: bigint };
}

/** `PK` or `MO`, the business date and 6 random characters: `PK20261123-7KQ2MX`. */
function newRefNo(orderType: NewOrder['orderType']) {
  const day = businessDate().replaceAll('-', '');
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  const random = Array.from(crypto.randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
  return `${orderType === 'package' ? 'PK' : 'MO'}${day}-${random}`;
}

/** Creates an order, its items and its first event, in the caller's transaction. */
export async function createOrder(
  tx: Tx,
  input: NewOrder,
  actor: OrderActor,
): Promise<{ id: number; refNo: string }> {
  let subtotal = 0n;
  for (const item of input.items) subtotal += item.unitPriceSen * BigInt(item.quantity);
  const [row] = await tx
    .insert(orders)
    .values({
      refNo: newRefNo(input.orderType),
      orderType: input.orderType,
      memberId: input.memberId,
      paidByMemberId: input.paidByMemberId,
      userPackageId: input.userPackageId ?? null,
      status: 'processing',
      selfPickup: input.delivery.selfPickup,
      collectPointId: input.delivery.collectPointId,
      stateId: input.delivery.stateId,
      area: input.delivery.area,
      ...input.receiver,
      paymentType: input.paymentType,
      subtotalSen: subtotal,
      shippingSen: input.delivery.shippingSen,
      discountSen: input.discountSen ?? 0n,
      voucherCode: input.voucherCode ?? null,
      totalSen: subtotal - (input.discountSen ?? 0n) + input.delivery.shippingSen,
      paidPoint1Sen: input.paid?.point1 ?? 0n,
      paidPoint2Sen: input.paid?.point2 ?? 0n,
      paidPoint4Sen: input.paid?.point4 ?? 0n,
    })
    .returning({ id: orders.id, refNo: orders.refNo });
  await tx.insert(orderItems).values(input.items.map((item) => ({ orderId: row.id, ...item })));
  await tx.insert(orderEvents).values({
    orderId: row.id,
    status: 'processing',
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
  });
  return row;
}

/**
 * Moves an order to `to` if the transitions map allows it from its current status (row locked,
 * so two operators cannot both move it); records the event. INVALID_STATE otherwise. A starter
 * kit is cancelled only with `cancellable` (its package purchase cancelled in its cooling-off
 * period, §13), never as a step of its own.
 */
export async function transitionOrder(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  actor: OrderActor,
  options: { trackingNumber?: string | null; note?: string | null; cancellable?: boolean } = {},
) {
  const [current] = await tx
    .select({
      status: orders.status,
      refNo: orders.refNo,
      selfPickup: orders.selfPickup,
      orderType: orders.orderType,
      memberId: orders.memberId,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND');
  const allowed =
    orderTransitions[current.status].includes(to) &&
    // A delivery ships; a collection becomes ready for collection; a starter kit is not cancelled.
    !(to === 'delivery' && current.selfPickup === 1) &&
    !(to === 'ready_for_collection' && current.selfPickup === 0) &&
    !(to === 'cancelled' && current.orderType === 'package' && !options.cancellable);
  if (!allowed) throw fieldError('INVALID_STATE', 'status');
  if (to === 'delivery' && !options.trackingNumber) throw fieldError('REQUIRED', 'tracking_number');
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'delivery' ? { trackingNumber: options.trackingNumber, shippedAt: now } : {}),
      ...(to === 'completed' ? { completedAt: now } : {}),
    })
    .where(eq(orders.id, orderId));
  await tx.insert(orderEvents).values({
    orderId,
    status: to,
    note: options.note ?? (to === 'delivery' ? options.trackingNumber : null) ?? null,
    actorType: actor.type,
    actorId: actor.id,
    actorName: actor.name,
  });
  if (to === 'delivery')
    await notify(tx, {
      memberId: current.memberId,
      type: 'order_shipped',
      params: {
        order_id: String(orderId),
        ref_no: current.refNo,
        tracking_number: options.trackingNumber ?? '',
      },
      dedupeKey: `order:${orderId}:delivery`,
    });
  return { from: current.status, to, refNo: current.refNo, orderType: current.orderType };
}

/**
 * Which wallets paid (BUSINESS_RULES §12: every order screen says so): a mall order's own split
 * (credit: point2 then point4; cash: point1); a package's starter kit was paid from point3.
 */
function paidFrom(o: typeof orders.$inferSelect): Order['paid'] {
  const point3 = o.paymentType === 'point3' ? o.totalSen : 0n;
  return {
    point1: formatSen(o.paidPoint1Sen),
    point2: formatSen(o.paidPoint2Sen),
    point3: formatSen(point3),
    point4: formatSen(o.paidPoint4Sen),
  };
}

/**
 * An event's note for the reply: a note the system wrote (receipt confirmed, completed after so
 * many days, the kit of a purchase cancelled in its cooling-off period) as a code the screens translate; anyone else's note (a reason, a tracking number) as
 * written.
 */
export function eventNote(note: string | null): Pick<OrderEvent, 'note' | 'note_code' | 'days'> {
  if (note === 'item_received' || note === 'cooling_off_cancel')
    return { note: null, note_code: note, days: null };
  const auto = note?.match(/^auto_completed_after_(\d+)_days$/);
  if (auto) return { note: null, note_code: 'auto_completed', days: Number(auto[1]) };
  return { note, note_code: null, days: null };
}

const owner = alias(members, 'owner');
const payer = alias(members, 'payer');

/** Orders as the API shows them, in the order of `ids`; events only when `withEvents`. */
export async function loadOrders(
  db: Executor,
  ids: number[],
  withEvents = false,
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      o: orders,
      member: { id: owner.id, username: owner.username, code: owner.memberCode },
      payer: { id: payer.id, username: payer.username, code: payer.memberCode },
      point: { id: collectPoints.id, name: collectPoints.name, address: collectPoints.address },
    })
    .from(orders)
    .innerJoin(owner, eq(owner.id, orders.memberId))
    .innerJoin(payer, eq(payer.id, orders.paidByMemberId))
    .leftJoin(collectPoints, eq(collectPoints.id, orders.collectPointId))
    .where(inArray(orders.id, ids));
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id));
  const events = withEvents
    ? await db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, ids))
        .orderBy(asc(orderEvents.id))
    : [];
  const periods = await orderPeriods(
    db,
    rows.map((r) => r.o),
  );
  const byId = new Map(
    rows.map(({ o, member, payer: paidBy, point }, i) => [
      o.id,
      {
        id: o.id,
        ref_no: o.refNo,
        order_type: o.orderType,
        status: o.status,
        member: { id: member.id, username: member.username, member_code: member.code },
        paid_by: { id: paidBy.id, username: paidBy.username, member_code: paidBy.code },
        items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
            name: i.name,
            name_en: i.nameEn,
            name_ms: i.nameMs,
            quantity: i.quantity,
            price: formatSen(i.unitPriceSen),
          })),
        self_pickup: o.selfPickup,
        collect_point: point?.id ? point : null,
        receiver_fullname: o.receiverFullname,
        receiver_phone: o.receiverPhone,
        address: o.address,
        postcode: o.postcode,
        state_id: o.stateId,
        remark: o.remark,
        payment_type: o.paymentType,
        subtotal: formatSen(o.subtotalSen),
        discount: formatSen(o.discountSen),
        voucher_code: o.voucherCode,
        shipping_fee: formatSen(o.shippingSen),
        total_amount: formatSen(o.totalSen),
        paid: paidFrom(o),
        tracking_number: o.trackingNumber,
        user_package_id: o.userPackageId,
        created_at: o.createdAt.toISOString(),
        shipped_at: o.shippedAt?.toISOString() ?? null,
        completed_at: o.completedAt?.toISOString() ?? null,
        ...periods[i],
        events: events
          .filter((e) => e.orderId === o.id)
          .map((e) => ({
            status: e.status,
            ...eventNote(e.note),
            actor: e.actorName,
            created_at: e.createdAt.toISOString(),
          })),
      } satisfies Order,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One order with its events, or NOT_FOUND. */
export async function loadOrder(db: Executor, id: number): Promise<Order> {
  const [found] = await loadOrders(db, [id], true);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
