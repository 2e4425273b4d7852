import type { Order } from '@rangkai/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, orders } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { loadOrders } from './order-model.js';
import { filterOrders, type OrderFilter, orderSearch } from './queries.js';

const when = (iso: string | null) => (iso ? businessDateTime(new Date(iso)) : null);

/** The back-office order list of the filter as CSV, newest first, amounts as the list shows. */
export function exportOrders(
  db: Executor,
  filter: OrderFilter & { search?: string },
): CsvSource<Order> {
  const where = filterOrders(filter, orderSearch(filter.search));
  return {
    columns: [
      { name: 'id', value: (o) => o.id },
      { name: 'ref_no', value: (o) => o.ref_no },
      { name: 'created_at', value: (o) => when(o.created_at) },
      { name: 'order_type', value: (o) => o.order_type },
      { name: 'status', value: (o) => o.status },
      { name: 'member_code', value: (o) => o.member.member_code },
      { name: 'username', value: (o) => o.member.username },
      { name: 'paid_by', value: (o) => o.paid_by.username },
      { name: 'items', value: (o) => o.items.map((i) => `${i.name_en} x${i.quantity}`).join('; ') },
      { name: 'subtotal_myr', value: (o) => o.subtotal, number: true },
      { name: 'voucher_code', value: (o) => o.voucher_code },
      { name: 'discount_myr', value: (o) => o.discount, number: true },
      { name: 'shipping_myr', value: (o) => o.shipping_fee, number: true },
      { name: 'total_myr', value: (o) => o.total_amount, number: true },
      { name: 'paid_point1_myr', value: (o) => o.paid.point1, number: true },
      { name: 'paid_point2_myr', value: (o) => o.paid.point2, number: true },
      { name: 'paid_point3_myr', value: (o) => o.paid.point3, number: true },
      { name: 'paid_point4_myr', value: (o) => o.paid.point4, number: true },
      { name: 'self_pickup', value: (o) => o.self_pickup },
      { name: 'collect_point', value: (o) => o.collect_point?.name },
      { name: 'receiver', value: (o) => o.receiver_fullname },
      { name: 'receiver_phone', value: (o) => o.receiver_phone },
      { name: 'address', value: (o) => o.address },
      { name: 'postcode', value: (o) => o.postcode },
      { name: 'tracking_number', value: (o) => o.tracking_number },
      { name: 'shipped_at', value: (o) => when(o.shipped_at) },
      { name: 'completed_at', value: (o) => when(o.completed_at) },
    ],
    batch: async (after, limit) => {
      const ids = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(members, eq(members.id, orders.memberId))
        .where(after ? and(where, lt(orders.id, after.id)) : where)
        .orderBy(desc(orders.id))
        .limit(limit);
      return loadOrders(
        db,
        ids.map((r) => r.id),
      );
    },
  };
}
