import { PAGE_SIZE } from '@rangkai/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, orders } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/pagination.js';
import { inSubtree } from '../genealogy/index.js';
import { loadOrders } from './order-model.js';

/** A page of orders matching `where` (on `orders`, `members` as the owner), newest first. */
export async function pageOrders(db: Executor, where: SQL | undefined, page: number) {
  const rows = await db
    .select({ id: orders.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .where(where);
    total = count.n;
  }
  return {
    records: await loadOrders(
      db,
      rows.map((r) => r.id),
    ),
    total,
  };
}

export interface OrderFilter {
  order_type?: 'package' | 'mall';
  status?: (typeof orders.status.enumValues)[number];
}

export function filterOrders(filter: OrderFilter, ...more: (SQL | undefined)[]) {
  return and(
    filter.order_type ? eq(orders.orderType, filter.order_type) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    ...more,
  );
}

/** The back-office search: the owner's exact username or member code, or the order ref. */
export function orderSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  return term
    ? sql`(lower(${members.username}) = lower(${term}) OR ${members.memberCode} = upper(${term}) OR ${orders.refNo} = upper(${term}))`
    : undefined;
}

/** The member's sponsor downline (not the member): a condition on the owner (`members`). */
export function inSponsorDownline(memberId: number): SQL {
  return inSubtree('sponsor', memberId, members.id, { strict: true });
}

/**
 * Whether the member may see an order: their own, one they paid for (a registration on behalf),
 * or one of a member of their sponsor downline.
 */
export async function canSeeOrder(db: Executor, memberId: number, orderId: number) {
  const downline = inSponsorDownline(memberId);
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .where(
      and(
        eq(orders.id, orderId),
        sql`(${orders.memberId} = ${memberId} OR ${orders.paidByMemberId} = ${memberId} OR (${downline}))`,
      ),
    );
  return Boolean(row);
}
