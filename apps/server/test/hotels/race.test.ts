import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { fund } from '../helpers.js';
import { balances } from '../mall/support.js';
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
} from './support.js';

/**
 * 20 members racing for the last room of a night (truly at once on PostgreSQL with
 * TEST_DATABASE_URL; serialised on the embedded database): exactly one booking, every other
 * checkout refused ROOM_NOT_AVAILABLE and charged nothing, no night oversold, the ledger clean.
 * Each racer's stay also holds a night with plenty of rooms, which the refused ones do not keep.
 */
const RACERS = 20;

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

it('sells the last room of a night once among 20 racing members', {
  timeout: 300_000,
}, async () => {
  const { roomType } = await makeHotel(ctx, { rooms: 50, from: 1, to: 10 });
  await setNights(ctx, roomType.id, 4, 5, 1); // one room left on day 4
  const racers = [];
  for (let i = 0; i < RACERS; i++) {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point2', '100.00');
    await fund(ctx, m.username, 'point4', '500.00');
    const added = await call(ctx, m.token, 'POST', '/api/hotel/addCart', {
      room_type_id: roomType.id,
      check_in: day(3),
      check_out: day(5),
      rooms: 1,
      guest_name: `Racer ${i}`,
    });
    expect(added.body.error_code).toBe(0);
    racers.push(m);
  }

  const replies = await Promise.all(
    racers.map((m) =>
      call(
        ctx,
        m.token,
        'POST',
        '/api/hotel/checkout',
        { payment_type: 'credit', sec_password: m.secPassword },
        { 'idempotency-key': nextKey() },
      ),
    ),
  );
  const booked = replies.filter((r) => r.body.error_code === 0);
  const refused = replies.filter((r) => r.body.error_code !== 0);
  expect(booked).toHaveLength(1);
  expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(['ROOM_NOT_AVAILABLE']));
  expect(await bookedOn(ctx, roomType.id, 3, 5)).toEqual([1, 1]);

  const winner = racers[replies.indexOf(booked[0])];
  for (const m of racers) {
    const b = await balances(ctx, m.id);
    if (m === winner) expect([b.point2, b.point4]).toEqual(['0', '20000']);
    else expect([b.point2, b.point4]).toEqual(['10000', '50000']);
  }
  const { rows } = await ctx.db.execute<{ bookings: number; journals: number; cart: number }>(sql`
    SELECT (SELECT count(*)::int FROM hotel_bookings) AS bookings,
           (SELECT count(*)::int FROM journals WHERE type = 'hotel_booking') AS journals,
           (SELECT count(*)::int FROM hotel_cart_items) AS cart`);
  expect(rows[0]).toEqual({ bookings: 1, journals: 1, cart: RACERS - 1 });
  expect((await verifyLedger(ctx.db)).ok).toBe(true);
});
