import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings } from '../../src/db/schema/index.js';
import { notifyBookingConfirmed, refundHotelBooking } from '../../src/features/hotels/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { fund } from '../helpers.js';
import { balances, systemBalance } from '../mall/support.js';
import {
  bookedOn,
  call,
  createMallTestApp,
  day,
  type MallContext,
  makeHotel,
  nextKey,
  shopper,
  snapshot,
} from './support.js';

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A member with one booking of 2 rooms × 2 nights from day `checkIn` (credit: 300 point2 + 500 point4). */
async function booked(checkIn: number, freeCancelDays = 3) {
  const m = await shopper(ctx);
  await fund(ctx, m.username, 'point2', '300.00');
  await fund(ctx, m.username, 'point4', '1000.00');
  const { hotel, roomType } = await makeHotel(ctx, { rooms: 4, freeCancelDays, to: 30 });
  const added = await call(ctx, m.token, 'POST', '/api/hotel/addCart', {
    room_type_id: roomType.id,
    check_in: day(checkIn),
    check_out: day(checkIn + 2),
    rooms: 2,
    guest_name: 'Mei Ling',
  });
  expect(added.body.error_code).toBe(0);
  const paid = await call(
    ctx,
    m.token,
    'POST',
    '/api/hotel/checkout',
    { payment_type: 'credit', sec_password: m.secPassword },
    { 'idempotency-key': nextKey() },
  );
  expect(paid.body.error_code).toBe(0);
  return { m, hotel, roomType, booking: paid.body.data.bookings[0] };
}

const cancel = (m: Shopper, bookingId: number, key = nextKey()) =>
  call(
    ctx,
    m.token,
    'POST',
    '/api/hotel/cancelBooking',
    { booking_id: bookingId, sec_password: m.secPassword },
    { 'idempotency-key': key },
  );

describe('bookings', () => {
  it('lists and details the member’s own bookings; an outsider is refused', async () => {
    const { m, hotel, booking } = await booked(10);
    const outsider = await shopper(ctx);
    const list = await call(ctx, m.token, 'GET', '/api/hotel/getBookings?status=pre_booked');
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.records[0]).toMatchObject({ id: booking.id, total: '800.00' });
    const none = await call(ctx, m.token, 'GET', '/api/hotel/getBookings?status=confirmed');
    expect(none.body.data.total).toBe(0);

    await ctx.db.execute(sql`UPDATE hotel_bookings SET status = 'confirmed', confirmation_number = 'PG-7781'
      WHERE id = ${booking.id}`);
    await ctx.db.execute(sql`INSERT INTO hotel_booking_events (booking_id, status, note, actor_type, actor_name)
      VALUES (${booking.id}, 'confirmed', 'PG-7781', 'admin', 'ops')`);
    await ctx.db.transaction((tx) => notifyBookingConfirmed(tx, booking.id));

    const detail = await call(
      ctx,
      m.token,
      'GET',
      `/api/hotel/getBookingDetail?booking_id=${booking.id}&language=zh`,
    );
    expect(detail.body.data).toMatchObject({
      status: 'confirmed',
      confirmation_number: 'PG-7781',
      hotel_name: '海景酒店',
      hotel_address: hotel.address,
      map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${hotel.address}, ${hotel.city}`)}`,
      free_cancel_until: day(7),
      can_cancel: true,
    });
    expect(detail.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'pre_booked',
      'confirmed',
    ]);
    const { rows } = await ctx.db.execute<{ type: string; params: Record<string, string> }>(
      sql`SELECT type, params FROM notifications WHERE member_id = ${m.id}`,
    );
    expect(rows).toEqual([
      {
        type: 'hotel_booking_confirmed',
        params: expect.objectContaining({ confirmation_number: 'PG-7781', ref_no: booking.ref_no }),
      },
    ]);

    const before = await snapshot(ctx);
    const peek = await call(
      ctx,
      outsider.token,
      'GET',
      `/api/hotel/getBookingDetail?booking_id=${booking.id}`,
    );
    expect([peek.status, peek.body.message]).toEqual([404, 'NOT_FOUND']);
    const theirs = await call(ctx, outsider.token, 'GET', '/api/hotel/getBookings');
    expect(theirs.body.data.total).toBe(0);
    const steal = await cancel(outsider, booking.id);
    expect([steal.status, steal.body.message]).toEqual([404, 'NOT_FOUND']);
    expect(await snapshot(ctx)).toEqual(before);
  });
});

describe('cancelling', () => {
  it('before the deadline: canceled, every sen back to its wallet, the nights back on sale, told', async () => {
    const { m, roomType, booking } = await booked(5); // free until day 2
    expect(booking.paid).toEqual({ point1: '0.00', point2: '300.00', point4: '500.00' });
    expect(await bookedOn(ctx, roomType.id, 5, 7)).toEqual([2, 2]);
    const revenue = BigInt(await systemBalance(ctx, 'company_revenue'));
    const key = nextKey();
    const res = await cancel(m, booking.id, key);
    expect(res.body.data).toEqual({
      booking_id: booking.id,
      status: 'canceled',
      refunded: '800.00',
    });
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '30000', point4: '100000' });
    expect(BigInt(await systemBalance(ctx, 'company_revenue')) - revenue).toBe(-80000n);
    expect(await bookedOn(ctx, roomType.id, 5, 7)).toEqual([0, 0]);

    const detail = await call(
      ctx,
      m.token,
      'GET',
      `/api/hotel/getBookingDetail?booking_id=${booking.id}`,
    );
    expect(detail.body.data).toMatchObject({
      status: 'canceled',
      refunded: '800.00',
      can_cancel: false,
    });
    expect(detail.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'pre_booked',
      'canceled',
    ]);
    const { rows } = await ctx.db.execute<{
      type: string;
      amount: string;
      mails: number;
      audit: number;
    }>(sql`
      SELECT n.type, n.params->>'amount' AS amount,
             (SELECT count(*)::int FROM mail_outbox WHERE recipient = ${`${m.username}@example.test`}
                AND kind = 'notice') AS mails,
             (SELECT count(*)::int FROM audit_log WHERE action = 'hotel.cancel' AND member_id = ${m.id}) AS audit
        FROM notifications n WHERE n.member_id = ${m.id}`);
    expect(rows).toEqual([
      { type: 'hotel_booking_canceled', amount: '800.00', mails: 1, audit: 1 },
    ]);

    const before = await snapshot(ctx);
    const replay = await cancel(m, booking.id, key);
    expect(replay.body).toEqual(res.body);
    const again = await cancel(m, booking.id);
    expect([again.status, again.body.message]).toEqual([409, 'ALREADY_CANCELLED']);
    expect(await snapshot(ctx)).toEqual(before);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('on the last free day it still cancels; the day after, CANCEL_DEADLINE_PASSED and nothing changes', async () => {
    const last = await booked(4); // free until day 1 … check-in 4 − 3 = tomorrow
    const onTime = await booked(3); // free until today
    const late = await booked(2); // free until yesterday
    expect([last.booking.can_cancel, onTime.booking.can_cancel, late.booking.can_cancel]).toEqual([
      true,
      true,
      false,
    ]);
    expect((await cancel(onTime.m, onTime.booking.id)).body.error_code).toBe(0);
    const before = await snapshot(ctx);
    const res = await cancel(late.m, late.booking.id);
    expect([res.status, res.body.message]).toEqual([409, 'CANCEL_DEADLINE_PASSED']);
    expect(res.body.data).toMatchObject({ free_cancel_until: day(-1) });
    expect(await snapshot(ctx)).toEqual(before);

    const none = await booked(2, 0); // a hotel that allows cancelling until check-in day
    expect(none.booking.can_cancel).toBe(true);

    // After the deadline only the back-office cancels, here keeping the payment: the nights go
    // back on sale and the member is told, without a refund sentence.
    await ctx.db.transaction(async (tx) => {
      const [b] = await tx
        .select()
        .from(hotelBookings)
        .where(eq(hotelBookings.id, late.booking.id));
      await refundHotelBooking(tx, b, {
        refundSen: 0n,
        reason: 'Hotel policy: non-refundable',
        actor: { type: 'admin', id: null, name: 'ops' },
      });
    });
    expect(await bookedOn(ctx, late.roomType.id, 2, 4)).toEqual([0, 0]);
    expect(await balances(ctx, late.m.id)).toMatchObject({ point2: '0', point4: '50000' });
    const { rows } = await ctx.db.execute<{ amount: string; text_body: string }>(sql`
      SELECT n.params->>'amount' AS amount, o.text_body FROM notifications n, mail_outbox o
       WHERE n.member_id = ${late.m.id} AND o.recipient = ${`${late.m.username}@example.test`}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].amount).toBe('0.00');
    expect(rows[0].text_body).toContain('has been canceled.');
    expect(rows[0].text_body).not.toContain('Refunded');
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});
