import { formatSen, type HotelSalesReply } from '@rangkai/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { businessTimeZone } from '../../lib/business-time.js';

/**
 * Hotel sales by hotel and month (business time zone, BUSINESS_RULES §14) for the business days
 * `from` … `to`: a booking is a sale in the month it was paid (`bookings`, room-`nights`, `gross`
 * what was paid); a canceled one is counted again in the month it was canceled (`canceled`, and
 * `refunds`: what went back to the wallets, nothing for a cancel without refund). `amount` =
 * gross − refunds, the sales net of refunds.
 */
export async function hotelSalesReport(
  db: Executor,
  from: string,
  to: string,
): Promise<HotelSalesReply> {
  const zone = businessTimeZone();
  const day = (at: SQL) => sql`(${at} AT TIME ZONE ${zone})`;
  const inRange = (at: SQL) => sql`${day(at)}::date BETWEEN ${from}::date AND ${to}::date`;
  const month = (at: SQL) => sql`to_char(${day(at)}, 'YYYY-MM')`;
  const { rows } = await db.execute<{
    month: string;
    hotel_id: number;
    hotel_name: string;
    bookings: number;
    nights: number;
    gross: string;
    canceled: number;
    refunds: string;
  }>(sql`
    WITH paid AS (
      SELECT ${month(sql`b.created_at`)} AS month, b.hotel_id, count(*)::int AS bookings,
             sum(b.rooms * (b.check_out - b.check_in))::int AS nights,
             sum(b.total_sen)::text AS gross
        FROM hotel_bookings b
       WHERE ${inRange(sql`b.created_at`)}
       GROUP BY 1, 2
    ), canceled AS (
      SELECT ${month(sql`c.at`)} AS month, b.hotel_id, count(*)::int AS canceled,
             sum(b.refunded_sen)::text AS refunds
        FROM hotel_bookings b
        JOIN LATERAL (SELECT max(e.created_at) AS at FROM hotel_booking_events e
                       WHERE e.booking_id = b.id AND e.status = 'canceled') c ON true
       WHERE b.status = 'canceled' AND c.at IS NOT NULL AND ${inRange(sql`c.at`)}
       GROUP BY 1, 2
    )
    SELECT coalesce(p.month, c.month) AS month, h.id AS hotel_id, h.name_en AS hotel_name,
           coalesce(p.bookings, 0) AS bookings, coalesce(p.nights, 0) AS nights,
           coalesce(p.gross, '0') AS gross, coalesce(c.canceled, 0) AS canceled,
           coalesce(c.refunds, '0') AS refunds
      FROM paid p
      FULL JOIN canceled c ON c.month = p.month AND c.hotel_id = p.hotel_id
      JOIN hotels h ON h.id = coalesce(p.hotel_id, c.hotel_id)
     ORDER BY 1, h.name_en, h.id`);
  let bookings = 0;
  let nights = 0;
  let gross = 0n;
  let refunds = 0n;
  const out = rows.map((r) => {
    const g = BigInt(r.gross);
    const f = BigInt(r.refunds);
    bookings += Number(r.bookings);
    nights += Number(r.nights);
    gross += g;
    refunds += f;
    return {
      month: r.month,
      hotel_id: Number(r.hotel_id),
      hotel_name: r.hotel_name,
      bookings: Number(r.bookings),
      nights: Number(r.nights),
      gross: formatSen(g),
      canceled: Number(r.canceled),
      refunds: formatSen(f),
      amount: formatSen(g - f),
    };
  });
  return {
    rows: out,
    total_bookings: bookings,
    total_nights: nights,
    total_gross: formatSen(gross),
    total_refunds: formatSen(refunds),
    total_amount: formatSen(gross - refunds),
  };
}
