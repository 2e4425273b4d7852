import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, journals, notifications } from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { fund, loginAs, ROOT_PASSWORD } from '../helpers.js';
import {
  balances,
  call,
  createMallTestApp,
  type MallContext,
  shopper,
  systemBalance,
} from '../mall/support.js';
import { getCsv } from './csv.js';
import {
  allot,
  createHotel,
  createRoomType,
  hotelKey,
  inDays,
  night,
  paidBooking,
} from './hotels-support.js';
import { auditRows } from './support.js';

let ctx: MallContext;
let hotel: { id: number; name_en: string };
let type: { id: number };
beforeAll(async () => {
  ctx = await createMallTestApp();
  hotel = await createHotel(ctx, { name_en: 'Straits Heritage Hotel', city: 'Penang' });
  type = await createRoomType(ctx, hotel.id);
  const res = await allot(ctx, type.id, inDays(1), inDays(60), 5);
  expect(res.status).toBe(200);
});
afterAll(() => ctx.close());

const book = (
  checkInDays: number,
  options: { nights?: number; rooms?: number; payment?: 'credit' | 'cash' } = {},
) =>
  paidBooking(ctx, {
    hotelId: hotel.id,
    roomTypeId: type.id,
    checkIn: inDays(checkInDays),
    nights: options.nights ?? 2,
    rooms: options.rooms ?? 1,
    payment: options.payment,
  });

const confirm = (id: number, payload: unknown, token = ctx.adminToken) =>
  call(ctx, token, 'POST', `/api/admin/hotel-bookings/${id}/confirm`, payload);
const cancel = (id: number, payload: unknown, key = hotelKey(), token = ctx.adminToken) =>
  call(ctx, token, 'POST', `/api/admin/hotel-bookings/${id}/cancel`, payload, {
    'idempotency-key': key,
  });

async function bookingRow(id: number) {
  const [b] = await ctx.db.select().from(hotelBookings).where(eq(hotelBookings.id, id));
  return b;
}

/** The member's notifications of a type, with their values. */
async function told(memberId: number, type: string) {
  const rows = await ctx.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));
  return rows.map((r) => r.params);
}

async function refundJournals(id: number) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(journals)
    .where(and(eq(journals.type, 'hotel_refund'), eq(journals.reference, `hotel_booking:${id}`)));
  return row.n;
}

describe('back-office hotel bookings', () => {
  it('lists, filters, searches and exports the queue; a booking shows its history', async () => {
    const a = await book(3);
    const b = await book(20, { payment: 'cash' });
    const list = await call(
      ctx,
      ctx.supportToken,
      'GET',
      '/api/admin/hotel-bookings?status=pre_booked',
    );
    const ids = list.body.data.records.map((r: { id: number }) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    const found = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/hotel-bookings?search=${a.member.username}`,
    );
    expect(found.body.data.records.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(found.body.data.records[0]).toMatchObject({
      status: 'pre_booked',
      hotel: { id: hotel.id, name_en: 'Straits Heritage Hotel', city: 'Penang' },
      check_in: inDays(3),
      check_out: inDays(5),
      nights: 2,
      total: '400.00',
      paid: { point1: '0.00', point2: '133.33', point4: '266.67' },
      refunded: '0.00',
    });
    const range = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/hotel-bookings?from=${inDays(10)}&to=${inDays(30)}`,
    );
    expect(range.body.data.records.map((r: { id: number }) => r.id)).toContain(b.id);
    expect(range.body.data.records.map((r: { id: number }) => r.id)).not.toContain(a.id);
    const bad = await call(
      ctx,
      ctx.adminToken,
      'GET',
      '/api/admin/hotel-bookings?status=lost&from=2026-02-30',
    );
    expect(bad.body.data).toMatchObject({ status: expect.any(String), from: 'VALIDATION_ERROR' });

    const detail = await call(ctx, ctx.supportToken, 'GET', `/api/admin/hotel-bookings/${a.id}`);
    expect(detail.body.data.events).toEqual([
      expect.objectContaining({
        status: 'pre_booked',
        actor_type: 'member',
        actor_name: a.member.username,
      }),
    ]);
    expect(
      (await call(ctx, ctx.adminToken, 'GET', '/api/admin/hotel-bookings/999999')).status,
    ).toBe(404);

    const csv = await getCsv(
      ctx,
      `/api/admin/hotel-bookings?search=${b.member.username}`,
      ctx.supportToken,
    );
    expect(csv.rows).toEqual([
      expect.objectContaining({
        id: String(b.id),
        status: 'pre_booked',
        paid_point1_myr: '400.00',
        total_myr: '400.00',
      }),
    ]);
    const exports = await auditRows(ctx, 'list.export');
    expect(exports.at(-1)?.targetType).toBe('hotel_bookings');
  });

  it('confirms a pre-booked booking with the confirmation number, audited; only once', async () => {
    const b = await book(6);
    const missing = await confirm(b.id, {});
    expect(missing.body.data).toMatchObject({ confirmation_number: 'REQUIRED' });
    const memberToken = await loginAs(ctx, 'root', ROOT_PASSWORD);
    expect((await confirm(b.id, { confirmation_number: 'X' }, ctx.supportToken)).status).toBe(403);
    expect((await confirm(b.id, { confirmation_number: 'X' }, memberToken)).status).toBe(403);
    expect((await bookingRow(b.id)).status).toBe('pre_booked');

    const res = await confirm(b.id, { confirmation_number: ' SH-88231 ' });
    expect(res.body.data).toMatchObject({ status: 'confirmed', confirmation_number: 'SH-88231' });
    expect(res.body.data.events.map((e: { status: string }) => e.status)).toEqual([
      'pre_booked',
      'confirmed',
    ]);
    expect(res.body.data.events[1]).toMatchObject({
      actor_type: 'admin',
      actor_name: 'admin',
      note: 'SH-88231',
    });
    const audit = (await auditRows(ctx, 'hotel.booking.confirm')).filter(
      (r) => r.targetId === String(b.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toMatchObject({ status: 'confirmed', confirmation_number: 'SH-88231' });

    expect(await told(b.member.id, 'hotel_booking_confirmed')).toEqual([
      expect.objectContaining({ booking_id: String(b.id), confirmation_number: 'SH-88231' }),
    ]);

    const again = await confirm(b.id, { confirmation_number: 'OTHER' });
    expect(again).toMatchObject({ status: 409, body: { message: 'INVALID_STATE' } });
    expect((await bookingRow(b.id)).confirmationNumber).toBe('SH-88231');
    expect(await told(b.member.id, 'hotel_booking_confirmed')).toHaveLength(1);
    expect((await confirm(999999, { confirmation_number: 'X' })).status).toBe(404);
  });

  it('cancels with a full refund: every sen to its wallets once, nights back on sale, ledger exact', async () => {
    const b = await book(8, { nights: 3, rooms: 2 });
    await confirm(b.id, { confirmation_number: 'C-1' });
    const paidBalances = await balances(ctx, b.member.id);
    const revenue = BigInt(await systemBalance(ctx, 'company_revenue'));
    expect(await night(ctx, type.id, inDays(8))).toMatchObject({ booked: 2 });

    const refusals: [unknown, Record<string, string>][] = [
      [{ refund: 'full' }, { reason: 'REQUIRED' }],
      [{ reason: 'x', refund: 'full' }, { reason: 'REQUIRED' }],
      [{ reason: 'Hotel closed for repairs' }, { refund: 'REQUIRED' }],
      [{ reason: 'Hotel closed for repairs', refund: 'half' }, { refund: 'VALIDATION_ERROR' }],
    ];
    for (const [payload, fields] of refusals) {
      const res = await cancel(b.id, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.data).toMatchObject(fields);
    }
    expect(
      (await cancel(b.id, { reason: 'Hotel closed', refund: 'full' }, hotelKey(), ctx.supportToken))
        .status,
    ).toBe(403);
    expect(await balances(ctx, b.member.id)).toEqual(paidBalances);
    expect((await bookingRow(b.id)).status).toBe('confirmed');

    const key = hotelKey();
    const payload = { reason: 'Hotel closed for repairs', refund: 'full' };
    const res = await cancel(b.id, payload, key);
    expect(res.body.data).toMatchObject({
      status: 'canceled',
      cancel_reason: 'Hotel closed for repairs',
      refunded: '1200.00',
    });
    const replay = await cancel(b.id, payload, key);
    expect(replay.body).toEqual(res.body);
    const reused = await cancel(b.id, { ...payload, refund: 'none' }, key);
    expect(reused.body.message).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await refundJournals(b.id)).toBe(1);
    expect(await told(b.member.id, 'hotel_booking_canceled')).toEqual([
      expect.objectContaining({ booking_id: String(b.id), amount: '1200.00' }),
    ]);

    const after = await balances(ctx, b.member.id);
    expect(BigInt(after.point2) - BigInt(paidBalances.point2)).toBe(b.parts.point2);
    expect(BigInt(after.point4) - BigInt(paidBalances.point4)).toBe(b.parts.point4);
    expect(after.point1).toBe(paidBalances.point1);
    expect(BigInt(await systemBalance(ctx, 'company_revenue'))).toBe(revenue - b.totalSen);
    for (const d of [8, 9, 10])
      expect(await night(ctx, type.id, inDays(d))).toMatchObject({ booked: 0 });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);

    const twice = await cancel(b.id, payload);
    expect(twice).toMatchObject({ status: 409, body: { message: 'ALREADY_CANCELLED' } });
    expect(await refundJournals(b.id)).toBe(1);
    const audit = (await auditRows(ctx, 'hotel.booking.cancel')).filter(
      (r) => r.targetId === String(b.id),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ reason: 'Hotel closed for repairs', adminUsername: 'admin' });
    expect(audit[0].after).toMatchObject({
      status: 'canceled',
      refund: 'full',
      refunded: '120000',
    });
  });

  it('cancels a booking paid at the member checkout: every sen back where it came from', async () => {
    const m = await shopper(ctx);
    await fund(ctx, m.username, 'point2', '150.00');
    await fund(ctx, m.username, 'point4', '500.00');
    const before = await balances(ctx, m.id);
    const added = await call(ctx, m.token, 'POST', '/api/hotel/addCart', {
      room_type_id: type.id,
      check_in: inDays(30),
      check_out: inDays(32),
      rooms: 1,
      guest_name: 'Lim Wei',
    });
    expect(added.body.error_code, JSON.stringify(added.body)).toBe(0);
    const paid = await call(
      ctx,
      m.token,
      'POST',
      '/api/hotel/checkout',
      { payment_type: 'credit', point2: '150.00', sec_password: m.secPassword },
      { 'idempotency-key': hotelKey() },
    );
    expect(paid.body.error_code, JSON.stringify(paid.body)).toBe(0);
    const [booking] = paid.body.data.bookings;
    expect(await night(ctx, type.id, inDays(30))).toMatchObject({ booked: 1 });
    const afterPay = await balances(ctx, m.id);
    expect(BigInt(before.point2) - BigInt(afterPay.point2)).toBe(15_000n);
    expect(BigInt(before.point4) - BigInt(afterPay.point4)).toBe(25_000n);

    const res = await cancel(booking.id, { reason: 'Hotel overbooked', refund: 'full' });
    expect(res.body.data).toMatchObject({ status: 'canceled', refunded: '400.00' });
    expect(await balances(ctx, m.id)).toEqual(before);
    expect(await night(ctx, type.id, inDays(30))).toMatchObject({ booked: 0 });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('cancels without a refund: the payment stays, the nights go back on sale', async () => {
    const b = await book(12, { payment: 'cash' });
    const paidBalances = await balances(ctx, b.member.id);
    const res = await cancel(b.id, { reason: 'No-show, non-refundable', refund: 'none' });
    expect(res.body.data).toMatchObject({ status: 'canceled', refunded: '0.00' });
    expect(res.body.data.events.at(-1)).toMatchObject({
      status: 'canceled',
      note: 'No-show, non-refundable',
    });
    expect(await balances(ctx, b.member.id)).toEqual(paidBalances);
    expect(await refundJournals(b.id)).toBe(0);
    expect(await night(ctx, type.id, inDays(12))).toMatchObject({ booked: 0 });
    expect((await verifyLedger(ctx.db)).ok).toBe(true);
  });

  it('reports sales by hotel and month net of refunds', async () => {
    const other = await createHotel(ctx, { name_en: 'Langkawi Bay Resort', city: 'Langkawi' });
    const otherType = await createRoomType(ctx, other.id);
    await allot(ctx, otherType.id, inDays(1), inDays(40), 3);
    const b = await paidBooking(ctx, {
      hotelId: other.id,
      roomTypeId: otherType.id,
      checkIn: inDays(4),
      nights: 3,
    });
    await paidBooking(ctx, {
      hotelId: other.id,
      roomTypeId: otherType.id,
      checkIn: inDays(9),
      nights: 1,
      rooms: 2,
    });
    await cancel(b.id, { reason: 'Guest asked, hotel agreed', refund: 'full' });
    const today = inDays(0);
    const res = await call(
      ctx,
      ctx.supportToken,
      'GET',
      `/api/admin/reports/hotel-sales?from=${today}&to=${today}`,
    );
    const row = res.body.data.rows.find((r: { hotel_id: number }) => r.hotel_id === other.id);
    expect(row).toEqual({
      month: today.slice(0, 7),
      hotel_id: other.id,
      hotel_name: 'Langkawi Bay Resort',
      bookings: 2,
      nights: 5,
      gross: '1000.00',
      canceled: 1,
      refunds: '600.00',
      amount: '400.00',
    });
    const { rows } = await ctx.db.execute<{ gross: string; refunds: string }>(sql`
      SELECT coalesce(sum(total_sen), 0)::text AS gross, coalesce(sum(refunded_sen), 0)::text AS refunds FROM hotel_bookings`);
    expect(res.body.data.total_gross).toBe((Number(rows[0].gross) / 100).toFixed(2));
    expect(res.body.data.total_refunds).toBe((Number(rows[0].refunds) / 100).toFixed(2));
    const bad = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/reports/hotel-sales?from=${today}&to=2020-01-01`,
    );
    expect(bad.body.data).toMatchObject({ to: 'VALIDATION_ERROR' });
  });
});
