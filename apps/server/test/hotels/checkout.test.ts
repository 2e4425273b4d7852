import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelCartItems } from '../../src/db/schema/index.js';
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
  setNights,
  shopper,
  snapshot,
} from './support.js';

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const addCart = (m: Shopper, roomTypeId: number, body: Record<string, unknown> = {}) =>
  call(ctx, m.token, 'POST', '/api/hotel/addCart', {
    room_type_id: roomTypeId,
    check_in: day(2),
    check_out: day(4),
    rooms: 1,
    guest_name: 'Siti',
    ...body,
  });
const checkout = (m: Shopper, body: Record<string, unknown>, key = nextKey()) =>
  call(
    ctx,
    m.token,
    'POST',
    '/api/hotel/checkout',
    { sec_password: m.secPassword, ...body },
    { 'idempotency-key': key },
  );

describe('checkout', () => {
  it('books every line, point2 as asked then point4, the ledger exact; a replay charges once', async () => {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point2', '300.00');
    await fund(ctx, m.username, 'point4', '1000.00');
    const { roomType } = await makeHotel(ctx, { rooms: 3 });
    const second = await makeHotel(ctx, { city: 'Kuala Lumpur', rooms: 2 });
    expect((await addCart(m, roomType.id, { rooms: 2 })).body.error_code).toBe(0); // 2 × 2 × 200
    expect(
      (await addCart(m, second.roomType.id, { check_in: day(3), check_out: day(4) })).body
        .error_code,
    ).toBe(0);
    const revenueBefore = BigInt(await systemBalance(ctx, 'company_revenue'));

    const key = nextKey();
    const res = await checkout(m, { payment_type: 'credit', point2: '500.00' }, key);
    expect(res.body.message).toBe('INSUFFICIAN_BALANCE'); // point2 holds only 300.00
    const ok = await checkout(m, { payment_type: 'credit', point2: '250.00' }, key);
    expect(ok.status).toBe(200);
    const bookings = ok.body.data.bookings;
    expect(bookings).toHaveLength(2);
    expect(bookings[0]).toMatchObject({
      status: 'pre_booked',
      nights: 2,
      rooms: 2,
      total: '800.00',
      paid: { point1: '0.00', point2: '250.00', point4: '550.00' },
      guest_name: 'Siti',
      // Check-in in 2 days, free cancellation until 3 days before: already past.
      can_cancel: false,
      free_cancel_until: day(-1),
    });
    expect(bookings[0].ref_no).toMatch(/^HB\d{8}-[0-9A-Z]{6}$/);
    expect(bookings[1]).toMatchObject({
      total: '200.00',
      paid: { point1: '0.00', point2: '0.00', point4: '200.00' },
    });
    expect(await balances(ctx, m.id)).toMatchObject({ point2: '5000', point4: '25000' });
    expect(BigInt(await systemBalance(ctx, 'company_revenue')) - revenueBefore).toBe(100000n);
    expect(await bookedOn(ctx, roomType.id, 1, 5)).toEqual([0, 2, 2, 0]);
    expect(await bookedOn(ctx, second.roomType.id, 2, 5)).toEqual([0, 1, 0]);
    expect(await ctx.db.select().from(hotelCartItems).where(sql`member_id = ${m.id}`)).toEqual([]);
    const { rows } = await ctx.db.execute<{ type: string; n: number }>(sql`
      SELECT j.type, count(*)::int AS n FROM journals j JOIN hotel_bookings b ON j.reference = 'hotel_booking:' || b.id
       WHERE b.member_id = ${m.id} GROUP BY j.type`);
    expect(rows).toEqual([{ type: 'hotel_booking', n: 2 }]);
    const { rows: events } = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM hotel_booking_events e JOIN hotel_bookings b ON b.id = e.booking_id
       WHERE b.member_id = ${m.id} AND e.status = 'pre_booked'`);
    expect(events[0].n).toBe(2);
    const { rows: audit } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'hotel.checkout' AND member_id = ${m.id}`,
    );
    expect(audit[0].n).toBe(1);

    const before = await snapshot(ctx);
    const replay = await checkout(m, { payment_type: 'credit', point2: '250.00' }, key);
    expect(replay.body).toEqual(ok.body);
    expect(await snapshot(ctx)).toEqual(before);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('pays cash from point1 at premium prices', async () => {
    const m = await shopper(ctx, { premium: true });
    await fund(ctx, m.username, 'point1', '400.00');
    const { roomType } = await makeHotel(ctx);
    await addCart(m, roomType.id);
    const res = await checkout(m, { payment_type: 'cash' });
    expect(res.body.data.bookings[0]).toMatchObject({
      nightly: '170.00',
      total: '340.00',
      paid: { point1: '340.00', point2: '0.00', point4: '0.00' },
    });
    expect(await balances(ctx, m.id)).toMatchObject({ point1: '6000' });
  });
});

describe('every refusal changes nothing', () => {
  it('a night sold out since the cart: the whole checkout refused, other lines not taken', async () => {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '5000.00');
    const a = await makeHotel(ctx, { rooms: 2 });
    const b = await makeHotel(ctx, { rooms: 2 });
    await addCart(m, a.roomType.id, { check_in: day(2), check_out: day(6) });
    await addCart(m, b.roomType.id);
    await ctx.db.execute(sql`UPDATE hotel_room_nights SET booked = rooms
      WHERE room_type_id = ${b.roomType.id} AND night = ${day(3)}::date`);
    const before = await snapshot(ctx);
    const res = await checkout(m, { payment_type: 'cash' });
    expect([res.status, res.body.message]).toEqual([409, 'ROOM_NOT_AVAILABLE']);
    expect(res.body.data).toEqual({ room_type_id: String(b.roomType.id), night: day(3) });
    expect(await snapshot(ctx)).toEqual(before);
    expect(await bookedOn(ctx, a.roomType.id, 2, 6)).toEqual([0, 0, 0, 0]);
  });

  it('a stay across a night with no rooms on sale is refused whole', async () => {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '5000.00');
    const { roomType } = await makeHotel(ctx, { rooms: 1 });
    await setNights(ctx, roomType.id, 4, 5, 0);
    const added = await addCart(m, roomType.id, { check_in: day(2), check_out: day(7) });
    expect(added.body.message).toBe('ROOM_NOT_AVAILABLE');
    // Added while it was on sale, then withdrawn for one night.
    await setNights(ctx, roomType.id, 4, 5, 1);
    expect(
      (await addCart(m, roomType.id, { check_in: day(2), check_out: day(7) })).body.error_code,
    ).toBe(0);
    await setNights(ctx, roomType.id, 4, 5, 0);
    const before = await snapshot(ctx);
    const res = await checkout(m, { payment_type: 'cash' });
    expect(res.body.message).toBe('ROOM_NOT_AVAILABLE');
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('insufficient balance, a check-in no longer from tomorrow, an empty cart, a wrong password', async () => {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point1', '100.00');
    await fund(ctx, m.username, 'point4', '100.00');
    const { roomType } = await makeHotel(ctx);
    await addCart(m, roomType.id);
    let before = await snapshot(ctx);
    for (const body of [{ payment_type: 'cash' }, { payment_type: 'credit' }]) {
      const res = await checkout(m, body);
      expect([res.status, res.body.message]).toEqual([409, 'INSUFFICIAN_BALANCE']);
    }
    const wrong = await checkout(m, { payment_type: 'cash', sec_password: 'Wrong#1234' });
    expect(wrong.body.message).toBe('INCORRECT_SEC_PASSWORD');
    expect(await snapshot(ctx)).toEqual(before);

    await fund(ctx, m.username, 'point1', '1000.00');
    await ctx.db.execute(
      sql`UPDATE hotel_cart_items SET check_in = ${day(0)}::date WHERE member_id = ${m.id}`,
    );
    before = await snapshot(ctx);
    const stale = await checkout(m, { payment_type: 'cash' });
    expect([stale.status, stale.body.message]).toEqual([400, 'INVALID_STAY_DATES']);
    expect(await snapshot(ctx)).toEqual(before);

    await ctx.db.execute(sql`DELETE FROM hotel_cart_items WHERE member_id = ${m.id}`);
    before = await snapshot(ctx);
    const empty = await checkout(m, { payment_type: 'cash' });
    expect([empty.status, empty.body.message]).toEqual([400, 'CART_EMPTY']);
    expect(await snapshot(ctx)).toEqual(before);
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });
});
