import { formatSen } from '@rangkai/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { businessTimeZone } from '../../lib/business-time.js';

/**
 * Mall sales by business day (in the business time zone) and product, counted as the ledger counts them
 * (BUSINESS_RULES §12): an order is a sale on the day it was paid, at its items' price less the
 * voucher (the discount shared over the order's lines in proportion to their amounts, whole sen,
 * the remainder on the largest line); a cancelled order is a refund of that same amount on the day
 * it was cancelled, a returned one (BUSINESS_RULES §13: refunded when the return is confirmed) on
 * the day it was marked returned. Net = sales − discount − refunds is what `company_revenue` took on that day
 * from mall journals. Shipping is not revenue: it is reported apart (the `shipping` account).
 */
export async function salesReport(db: Executor, from: string, to: string) {
  const range = sql`${from}::date AND ${to}::date`;
  const zone = businessTimeZone();
  const businessDay = (at: SQL) => sql`(${at} AT TIME ZONE ${zone})::date`;
  // Orders paid in the range, or refunded in it: cancelled while processing, or returned after a
  // return was requested (§13) — each refunded once, by one of those two events.
  const inRange = sql`o.order_type = 'mall' AND (${businessDay(sql`o.created_at`)} BETWEEN ${range}
    OR (c.at IS NOT NULL AND ${businessDay(sql`c.at`)} BETWEEN ${range}))`;
  const cancelledAt = sql`LEFT JOIN LATERAL (SELECT max(e.created_at) AS at FROM order_events e
    WHERE e.order_id = o.id AND e.status IN ('cancelled', 'returned')) c
    ON o.status IN ('cancelled', 'returned')`;
  const { rows } = await db.execute<{
    day: string;
    product_id: number;
    name: string;
    quantity: number;
    orders: number;
    gross: string;
    discount: string;
    refunded_quantity: number;
    refunds: string;
  }>(sql`
    WITH lines AS (
      SELECT o.id AS order_id, o.created_at AS paid_at, c.at AS cancelled_at, o.discount_sen,
             o.subtotal_sen, i.product_id, i.name_en, i.quantity,
             i.quantity * i.unit_price_sen AS gross,
             row_number() OVER (PARTITION BY o.id ORDER BY i.quantity * i.unit_price_sen DESC, i.id) AS rn
        FROM orders o ${cancelledAt}
        JOIN order_items i ON i.order_id = o.id
       WHERE ${inRange}),
    shared AS (
      SELECT *, CASE WHEN subtotal_sen = 0 THEN 0
                     ELSE div(discount_sen::numeric * gross, subtotal_sen)::bigint END AS base
        FROM lines),
    priced AS (
      SELECT *, base + CASE WHEN rn = 1
                            THEN discount_sen - sum(base) OVER (PARTITION BY order_id) ELSE 0 END
                  AS discount
        FROM shared),
    moves AS (
      SELECT ${businessDay(sql`paid_at`)} AS day, product_id, name_en, order_id, quantity, gross, discount,
             0 AS refunded_quantity, 0::bigint AS refunds
        FROM priced
      UNION ALL
      SELECT ${businessDay(sql`cancelled_at`)}, product_id, name_en, NULL, 0, 0, 0, quantity,
             gross - discount
        FROM priced WHERE cancelled_at IS NOT NULL)
    SELECT to_char(day, 'YYYY-MM-DD') AS day, product_id, min(name_en) AS name,
           sum(quantity)::int AS quantity, count(DISTINCT order_id)::int AS orders,
           sum(gross)::text AS gross, sum(discount)::text AS discount,
           sum(refunded_quantity)::int AS refunded_quantity, sum(refunds)::text AS refunds
      FROM moves
     WHERE day BETWEEN ${range} AND product_id IS NOT NULL
     GROUP BY 1, 2 ORDER BY 1, 2`);
  const { rows: shipping } = await db.execute<{ shipping: string }>(sql`
    SELECT (coalesce(sum(o.shipping_sen) FILTER (WHERE ${businessDay(sql`o.created_at`)} BETWEEN ${range}), 0)
          - coalesce(sum(o.shipping_sen) FILTER (WHERE ${businessDay(sql`c.at`)} BETWEEN ${range}), 0))::text
             AS shipping
      FROM orders o ${cancelledAt}
     WHERE ${inRange}`);
  const total = { quantity: 0, refundedQuantity: 0, gross: 0n, discount: 0n, refunds: 0n };
  const out = rows.map((r) => {
    const gross = BigInt(r.gross);
    const discount = BigInt(r.discount);
    const refunds = BigInt(r.refunds);
    total.quantity += Number(r.quantity);
    total.refundedQuantity += Number(r.refunded_quantity);
    total.gross += gross;
    total.discount += discount;
    total.refunds += refunds;
    return {
      day: r.day,
      mall_product_id: Number(r.product_id),
      product_name: r.name,
      quantity: Number(r.quantity),
      orders: Number(r.orders),
      gross: formatSen(gross),
      discount: formatSen(discount),
      refunded_quantity: Number(r.refunded_quantity),
      refunds: formatSen(refunds),
      amount: formatSen(gross - discount - refunds),
    };
  });
  return {
    rows: out,
    total_quantity: total.quantity,
    total_refunded_quantity: total.refundedQuantity,
    total_gross: formatSen(total.gross),
    total_discount: formatSen(total.discount),
    total_refunds: formatSen(total.refunds),
    total_amount: formatSen(total.gross - total.discount - total.refunds),
    total_shipping: formatSen(BigInt(shipping[0]?.shipping ?? '0')),
  };
}
