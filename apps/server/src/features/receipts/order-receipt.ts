import { type Order, parseMoney } from '@rangkai/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, orders } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { loadOrder } from '../orders/index.js';
import { packageReceipt } from './package-receipt.js';
import { paidWallets, type Receipt, receiptNumber, receiptSettings } from './receipt.js';

const sen = (amount: string) => parseMoney(amount) ?? 0n;

/**
 * The receipt of an order, from the same record the order detail API shows (so their amounts
 * agree). A package's starter-kit order is that purchase's receipt. `memberId` set: only the
 * member who holds or paid for the order gets it — anyone else (a sponsor who may view a downline's
 * order included) is refused NO_PERMISSION on `order_id`, whether or not the order exists.
 * Without it (the back-office) an unknown order is NOT_FOUND.
 */
export async function orderReceipt(
  db: Executor,
  options: { orderId: number; memberId?: number },
): Promise<Receipt> {
  const [row] = await db
    .select({
      memberId: orders.memberId,
      paidBy: orders.paidByMemberId,
      userPackageId: orders.userPackageId,
      orderType: orders.orderType,
    })
    .from(orders)
    .where(eq(orders.id, options.orderId));
  if (options.memberId !== undefined) {
    if (!row || (row.memberId !== options.memberId && row.paidBy !== options.memberId))
      throw fieldError('NO_PERMISSION', 'order_id');
  } else if (!row) throw new AppError('NOT_FOUND');
  if (row.orderType === 'package' && row.userPackageId !== null)
    return packageReceipt(db, { userPackageId: row.userPackageId });
  return fromOrder(db, await loadOrder(db, options.orderId));
}

async function fromOrder(db: Executor, order: Order): Promise<Receipt> {
  const people = await db
    .select({ id: members.id, fullname: members.fullname })
    .from(members)
    .where(inArray(members.id, [order.member.id, order.paid_by.id]));
  const fullname = (id: number) => people.find((p) => p.id === id)?.fullname ?? '';
  const { company, statement } = await receiptSettings(db);
  return {
    number: receiptNumber(order.ref_no),
    kind: 'mall',
    at: new Date(order.created_at),
    company,
    member: {
      username: order.member.username,
      fullname: fullname(order.member.id),
      memberCode: order.member.member_code,
    },
    paidBy:
      order.paid_by.id === order.member.id
        ? null
        : { username: order.paid_by.username, fullname: fullname(order.paid_by.id) },
    reference: order.ref_no,
    items: order.items.map((item) => ({
      name: item.name,
      nameEn: item.name_en,
      quantity: item.quantity,
      unitPriceSen: sen(item.price),
    })),
    subtotalSen: sen(order.subtotal),
    discountSen: sen(order.discount),
    voucherCode: order.voucher_code,
    shippingSen: sen(order.shipping_fee),
    totalSen: sen(order.total_amount),
    paid: paidWallets({
      point1: sen(order.paid.point1),
      point2: sen(order.paid.point2),
      point3: sen(order.paid.point3),
      point4: sen(order.paid.point4),
    }),
    // A mall order is a purchase with its own cooling-off period (BUSINESS_RULES §13).
    statement: order.cooling_off_until ? statement : null,
    coolingOff: order.cooling_off_until
      ? { until: order.cooling_off_until, cancelled: null }
      : null,
  };
}
