import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRoomType,
  call,
  createMallTestApp,
  day,
  type MallContext,
  makeHotel,
  setNights,
  shopper,
  snapshot,
} from './support.js';

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

const q = (p: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)])).toString();

describe('search and detail', () => {
  it('finds hotels with rooms every night, the lowest total at the member’s prices', async () => {
    const normal = await shopper(ctx);
    const premium = await shopper(ctx, { premium: true });
    const a = await makeHotel(ctx, { city: 'Langkawi', name: 'Alpha', rooms: 3 });
    // A cheaper type with fewer rooms: the lowest price while it has them.
    await addRoomType(ctx, a.hotel.id, { rooms: 1, prices: [15000n, 14000n, 13000n, 12000n] });
    const b = await makeHotel(ctx, { city: 'langkawi', name: 'Beta', rooms: 3 });
    await setNights(ctx, b.roomType.id, 3, 4, 0); // sold out on day 3
    await makeHotel(ctx, { city: 'Langkawi', name: 'Closed', active: false });

    const stay = { city: 'LANGKAWI', check_in: day(2), check_out: day(5) };
    const found = await call(
      ctx,
      normal.token,
      'GET',
      `/api/hotel/getHotels?${q({ ...stay, rooms: 1 })}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.total).toBe(1);
    expect(found.body.data.records[0]).toMatchObject({
      id: a.hotel.id,
      name: 'Alpha',
      nights: 3,
      lowest_total: { credit: '450.00', cash: '390.00' },
    });
    const prem = await call(
      ctx,
      premium.token,
      'GET',
      `/api/hotel/getHotels?${q({ ...stay, rooms: 1 })}`,
    );
    expect(prem.body.data.records[0].lowest_total).toEqual({ credit: '420.00', cash: '360.00' });
    // Two rooms: only the 3-room type fits → 2 × 3 nights × 200.00.
    const two = await call(
      ctx,
      normal.token,
      'GET',
      `/api/hotel/getHotels?${q({ ...stay, rooms: 2, language: 'zh' })}`,
    );
    expect(two.body.data.records[0]).toMatchObject({
      name: '海景酒店',
      lowest_total: { credit: '1200.00', cash: '1140.00' },
    });
    // A stay avoiding the sold-out night finds Beta too.
    const short = await call(
      ctx,
      normal.token,
      'GET',
      `/api/hotel/getHotels?${q({ city: 'langkawi', check_in: day(4), check_out: day(6) })}`,
    );
    expect(short.body.data.records.map((r: { id: number }) => r.id).sort()).toEqual(
      [a.hotel.id, b.hotel.id].sort(),
    );
  });

  it('shows each room type’s fewest rooms left and the stay’s total', async () => {
    const m = await shopper(ctx);
    const { hotel, roomType } = await makeHotel(ctx, { rooms: 4, from: 1, to: 6 });
    await setNights(ctx, roomType.id, 3, 4, 2);
    const gap = await addRoomType(ctx, hotel.id, { rooms: 9, from: 1, to: 3 }); // no row on day 3+
    const res = await call(
      ctx,
      m.token,
      'GET',
      `/api/hotel/getHotelDetail?${q({ hotel_id: hotel.id, check_in: day(2), check_out: day(5), language: 'ms' })}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Hotel Pemandangan Laut',
      nights: 3,
      free_cancel_days: 3,
      description_en: 'By the sea.',
    });
    const types = res.body.data.room_types;
    expect(types.find((t: { id: number }) => t.id === roomType.id)).toMatchObject({
      rooms_left: 2,
      nightly: { credit: '200.00', cash: '190.00' },
      total: { credit: '600.00', cash: '570.00' },
    });
    expect(types.find((t: { id: number }) => t.id === gap.id).rooms_left).toBe(0);
  });

  it('refuses dates that are not a stay', async () => {
    const m = await shopper(ctx);
    for (const [check_in, check_out] of [
      [day(0), day(2)],
      [day(3), day(3)],
      [day(3), day(2)],
      [day(1), day(32)],
      ['2026-02-30', day(3)],
    ]) {
      const res = await call(
        ctx,
        m.token,
        'GET',
        `/api/hotel/getHotels?${q({ check_in, check_out })}`,
      );
      expect(res.status, `${check_in} → ${check_out}`).toBe(400);
      expect(res.body.message).toBe('INVALID_STAY_DATES');
    }
  });
});

describe('the hotel cart', () => {
  it('adds stays, flags a line whose night sold out (never drops it), removes own lines only', async () => {
    const m = await shopper(ctx);
    const other = await shopper(ctx);
    const { roomType } = await makeHotel(ctx, { rooms: 2 });
    const add = (token: string, body: Record<string, unknown>) =>
      call(ctx, token, 'POST', '/api/hotel/addCart', {
        room_type_id: roomType.id,
        check_in: day(2),
        check_out: day(4),
        rooms: 1,
        guest_name: 'Ali',
        ...body,
      });
    const first = await add(m.token, {});
    expect(first.body.data).toMatchObject({
      total: { credit: '400.00', cash: '380.00' },
      all_available: true,
    });
    expect(first.body.data.records[0]).toMatchObject({
      nights: 2,
      rooms: 1,
      available: true,
      guest_name: 'Ali',
    });
    const tooMany = await add(m.token, { rooms: 3 });
    expect([tooMany.status, tooMany.body.message]).toEqual([409, 'ROOM_NOT_AVAILABLE']);
    const badDates = await add(m.token, { check_in: day(0) });
    expect(badDates.body.message).toBe('INVALID_STAY_DATES');
    await add(m.token, { check_in: day(6), check_out: day(8), rooms: 2 });

    await setNights(ctx, roomType.id, 3, 4, 0);
    const cart = await call(ctx, m.token, 'GET', '/api/hotel/getCart');
    expect(cart.body.data.records.map((r: { available: boolean }) => r.available)).toEqual([
      false,
      true,
    ]);
    expect(cart.body.data.all_available).toBe(false);
    expect(cart.body.data.total.credit).toBe('1200.00');

    const mine = cart.body.data.records[0].id;
    const before = await snapshot(ctx);
    const stolen = await call(ctx, other.token, 'POST', '/api/hotel/removeCart', { id: mine });
    expect([stolen.status, stolen.body.message]).toEqual([404, 'NOT_FOUND']);
    expect(await snapshot(ctx)).toEqual(before);
    const removed = await call(ctx, m.token, 'POST', '/api/hotel/removeCart', { id: mine });
    expect(removed.body.data.records).toHaveLength(1);
  });
});
