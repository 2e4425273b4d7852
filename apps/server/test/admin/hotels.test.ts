import fs from 'node:fs';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelRoomTypes, hotels } from '../../src/db/schema/index.js';
import { loginAs, multipart, ROOT_PASSWORD } from '../helpers.js';
import { call, createMallTestApp, type MallContext } from '../mall/support.js';
import {
  addDays,
  allot,
  createHotel,
  createRoomType,
  inDays,
  night,
  paidBooking,
} from './hotels-support.js';
import { auditRows } from './support.js';

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

/** What a refusal must leave as it was: the hotels, room types, nights and audit rows. */
async function snapshot() {
  const [h] = await ctx.db.select({ n: count() }).from(hotels);
  const [t] = await ctx.db.select({ n: count() }).from(hotelRoomTypes);
  const { rows } = await ctx.db.execute<{ n: string }>(
    sql`SELECT coalesce(sum(rooms * 1000 + booked), 0)::text AS n FROM hotel_room_nights`,
  );
  const state = await ctx.db.execute(sql`SELECT * FROM hotels ORDER BY id`);
  return {
    hotels: h.n,
    types: t.n,
    nights: rows[0].n,
    audit: (await auditRows(ctx)).length,
    state: state.rows,
  };
}

describe('back-office hotels', () => {
  it('creates a hotel (3 free-cancel days by default), lists and changes it, audited', async () => {
    const created = await createHotel(ctx, { city: 'Langkawi' });
    expect(created).toMatchObject({
      name_en: 'Sea Breeze Hotel',
      name_zh: '海风酒店',
      city: 'Langkawi',
      free_cancel_days: 3,
      active: true,
      images: [],
      room_types: [],
    });
    const list = await call(ctx, ctx.adminToken, 'GET', '/api/admin/hotels?city=langkawi');
    expect(list.body.data.records.map((h: { id: number }) => h.id)).toContain(created.id);
    const changed = await call(ctx, ctx.adminToken, 'PUT', `/api/admin/hotels/${created.id}`, {
      name_en: 'Sea Breeze Resort',
      city: 'Langkawi',
      address: '2 Pantai Cenang',
      free_cancel_days: 7,
      active: false,
    });
    expect(changed.body.data).toMatchObject({
      name_en: 'Sea Breeze Resort',
      name_zh: null,
      free_cancel_days: 7,
      active: false,
    });
    const rows = await auditRows(ctx);
    const update = rows.filter(
      (r) => r.action === 'hotel.update' && r.targetId === String(created.id),
    );
    expect(update).toHaveLength(1);
    expect(update[0]).toMatchObject({
      adminUsername: 'admin',
      before: expect.objectContaining({ nameEn: 'Sea Breeze Hotel', freeCancelDays: 3 }),
      after: expect.objectContaining({ nameEn: 'Sea Breeze Resort', freeCancelDays: 7 }),
    });
    expect(rows.some((r) => r.action === 'hotel.create' && r.targetId === String(created.id))).toBe(
      true,
    );
  });

  it('refuses bad hotel input with stable codes and fields, changing nothing', async () => {
    const hotel = await createHotel(ctx);
    const before = await snapshot();
    const cases: [string, string, Record<string, unknown>, number, Record<string, string>][] = [
      ['POST', '/api/admin/hotels', { city: 'Penang', address: 'x' }, 400, { name_en: 'REQUIRED' }],
      [
        'POST',
        '/api/admin/hotels',
        { name_en: 'A', city: '  ', address: 'x' },
        400,
        { city: 'REQUIRED' },
      ],
      [
        'POST',
        '/api/admin/hotels',
        { name_en: 'A', city: 'Penang', address: 'x', free_cancel_days: 61 },
        400,
        { free_cancel_days: 'VALIDATION_ERROR' },
      ],
      [
        'POST',
        '/api/admin/hotels',
        { name_en: 'A', city: 'Penang', address: 'x', free_cancel_days: '3x' },
        400,
        { free_cancel_days: 'VALIDATION_ERROR' },
      ],
      [
        'PUT',
        `/api/admin/hotels/${hotel.id}`,
        { name_en: 'A', city: 'Penang', address: 'x', stars: 5 },
        400,
        {},
      ],
      ['PUT', '/api/admin/hotels/999999', { name_en: 'A', city: 'Penang', address: 'x' }, 404, {}],
    ];
    for (const [method, url, payload, status, fields] of cases) {
      const res = await call(ctx, ctx.adminToken, method as 'POST', url, payload);
      expect(res.status, `${method} ${url} ${JSON.stringify(payload)}`).toBe(status);
      if (Object.keys(fields).length) expect(res.body.data).toMatchObject(fields);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('keeps hotel pictures as public WebP files: add, order, delete; a non-picture refused', async () => {
    const hotel = await createHotel(ctx);
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#38a' },
    })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer) => {
      const form = multipart({}, { image: { name: 'h.png', type: 'image/png', bytes } });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/admin/hotels/${hotel.id}/images`,
        headers: { authorization: `Bearer ${ctx.adminToken}`, ...form.headers },
        payload: form.payload,
      });
    };
    await upload(photo);
    const images = (await upload(photo)).json().data.images;
    expect(images).toHaveLength(2);
    const thumb = await ctx.app.inject({ url: images[0].thumb });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });

    const dir = path.join(ctx.config.publicDir, 'hotels');
    const files = fs.readdirSync(dir).length;
    const bad = await upload(Buffer.from('GIF89a not really'));
    expect(bad.json()).toMatchObject({ data: { image: 'VALIDATION_ERROR' } });
    expect(fs.readdirSync(dir)).toHaveLength(files);

    const url = `/api/admin/hotels/${hotel.id}/images`;
    const wrong = await call(ctx, ctx.adminToken, 'PUT', url, { image_ids: [images[0].id] });
    expect(wrong.body.data).toMatchObject({ image_ids: 'VALIDATION_ERROR' });
    const ordered = await call(ctx, ctx.adminToken, 'PUT', url, {
      image_ids: [images[1].id, images[0].id],
    });
    expect(ordered.body.data.images.map((i: { id: number }) => i.id)).toEqual([
      images[1].id,
      images[0].id,
    ]);
    const removed = await call(ctx, ctx.adminToken, 'DELETE', `${url}/${images[1].id}`);
    expect(removed.body.data.images.map((i: { id: number }) => i.id)).toEqual([images[0].id]);
    expect(fs.readdirSync(dir)).toHaveLength(files - 2);
    const actions = (await auditRows(ctx)).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['hotel.image.add', 'hotel.image.order', 'hotel.image.delete']),
    );
  });

  it('adds and changes room types with four prices; bad input refused, nothing changed', async () => {
    const hotel = await createHotel(ctx);
    const type = await createRoomType(ctx, hotel.id);
    expect(type).toMatchObject({
      hotel_id: hotel.id,
      capacity: 2,
      normal_credit: '200.00',
      premium_cash: '160.00',
      active: true,
    });
    const changed = await call(ctx, ctx.adminToken, 'PUT', `/api/admin/room-types/${type.id}`, {
      name_en: 'Family Suite',
      capacity: 4,
      normal_credit: 350,
      premium_credit: '300.5',
      normal_cash: '330.00',
      premium_cash: '280.00',
      active: false,
    });
    expect(changed.body.data).toMatchObject({
      name_en: 'Family Suite',
      premium_credit: '300.50',
      active: false,
    });
    const detail = await call(ctx, ctx.supportToken, 'GET', `/api/admin/hotels/${hotel.id}`);
    expect(detail.body.data.room_types).toHaveLength(1);

    const before = await snapshot();
    const good = {
      name_en: 'X',
      capacity: 2,
      normal_credit: '1',
      premium_credit: '1',
      normal_cash: '1',
      premium_cash: '1',
    };
    const cases: [string, Record<string, unknown>, number, Record<string, string>][] = [
      [
        `/api/admin/hotels/${hotel.id}/room-types`,
        { ...good, normal_credit: '0' },
        400,
        { normal_credit: 'INCORRECT_AMOUNT' },
      ],
      [
        `/api/admin/hotels/${hotel.id}/room-types`,
        { ...good, premium_cash: '1.234' },
        400,
        { premium_cash: 'INCORRECT_AMOUNT' },
      ],
      [
        `/api/admin/hotels/${hotel.id}/room-types`,
        { ...good, capacity: 0 },
        400,
        { capacity: 'VALIDATION_ERROR' },
      ],
      [
        `/api/admin/hotels/${hotel.id}/room-types`,
        { ...good, name_en: '' },
        400,
        { name_en: 'REQUIRED' },
      ],
      ['/api/admin/hotels/999999/room-types', good, 404, {}],
    ];
    for (const [url, payload, status, fields] of cases) {
      const res = await call(ctx, ctx.adminToken, 'POST', url, payload);
      expect(res.status, JSON.stringify(payload)).toBe(status);
      if (Object.keys(fields).length) expect(res.body.data).toMatchObject(fields);
    }
    const put = await call(ctx, ctx.adminToken, 'PUT', '/api/admin/room-types/999999', good);
    expect(put.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('sets rooms on sale per night and shows them in the month calendar', async () => {
    const hotel = await createHotel(ctx);
    const type = await createRoomType(ctx, hotel.id);
    const res = await allot(ctx, type.id, '2031-01-30', '2031-02-02', 5);
    expect(res.body.data).toEqual({
      room_type_id: type.id,
      from: '2031-01-30',
      to: '2031-02-02',
      rooms: 5,
      nights: 4,
    });
    await allot(ctx, type.id, '2031-02-01', '2031-02-01', 2);
    const cal = await call(
      ctx,
      ctx.supportToken,
      'GET',
      `/api/admin/room-types/${type.id}/calendar?month=2031-02`,
    );
    expect(cal.body.data).toMatchObject({
      room_type_id: type.id,
      hotel_id: hotel.id,
      month: '2031-02',
    });
    expect(cal.body.data.nights).toHaveLength(28);
    expect(cal.body.data.nights.slice(0, 3)).toEqual([
      { night: '2031-02-01', rooms: 2, booked: 0 },
      { night: '2031-02-02', rooms: 5, booked: 0 },
      { night: '2031-02-03', rooms: 0, booked: 0 },
    ]);
    const jan = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/room-types/${type.id}/calendar?month=2031-01`,
    );
    expect(jan.body.data.nights.at(-1)).toEqual({ night: '2031-01-31', rooms: 5, booked: 0 });
    const audit = (await auditRows(ctx, 'hotel.room_type.allotment')).filter(
      (r) => r.targetId === String(type.id),
    );
    expect(audit).toHaveLength(2);
    expect(audit[1].after).toMatchObject({ from: '2031-02-01', to: '2031-02-01', rooms: 2 });

    const bad = await call(
      ctx,
      ctx.adminToken,
      'GET',
      `/api/admin/room-types/${type.id}/calendar?month=2031-13`,
    );
    expect(bad.body.data).toMatchObject({ month: 'VALIDATION_ERROR' });
    const none = await call(
      ctx,
      ctx.adminToken,
      'GET',
      '/api/admin/room-types/999999/calendar?month=2031-01',
    );
    expect(none.status).toBe(404);
  });

  it('refuses an allotment range that is backwards, too long, or negative, changing nothing', async () => {
    const hotel = await createHotel(ctx);
    const type = await createRoomType(ctx, hotel.id);
    await allot(ctx, type.id, '2032-01-01', '2032-01-10', 3);
    const before = await snapshot();
    expect((await allot(ctx, type.id, '2032-01-05', '2032-01-04', 1)).body.data).toMatchObject({
      to: 'VALIDATION_ERROR',
    });
    expect((await allot(ctx, type.id, '2032-01-01', '2033-01-01', 1)).body.data).toMatchObject({
      to: 'VALIDATION_ERROR',
    });
    expect((await allot(ctx, type.id, '2032-01-01', '2032-01-02', -1)).body.data).toMatchObject({
      rooms: 'VALIDATION_ERROR',
    });
    expect((await allot(ctx, type.id, '2032-02-30', '2032-03-02', 1)).body.data).toMatchObject({
      from: 'VALIDATION_ERROR',
    });
    expect((await allot(ctx, 999999, '2032-01-01', '2032-01-02', 1)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    // 366 nights is the most one change covers (2032 is a leap year).
    expect((await allot(ctx, type.id, '2032-01-01', '2032-12-31', 1)).body.data.nights).toBe(366);
  });

  it('refuses fewer rooms than booked on a night, naming it, and changes nothing', async () => {
    const hotel = await createHotel(ctx);
    const type = await createRoomType(ctx, hotel.id);
    const checkIn = inDays(10);
    await allot(ctx, type.id, inDays(5), inDays(20), 4);
    await paidBooking(ctx, {
      hotelId: hotel.id,
      roomTypeId: type.id,
      checkIn,
      nights: 2,
      rooms: 3,
    });
    const before = await snapshot();
    const res = await allot(ctx, type.id, inDays(5), inDays(20), 2);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: 'CONFLICT',
      data: { rooms: 'CONFLICT', night: checkIn, booked: '3' },
    });
    expect(await snapshot()).toEqual(before);
    expect(await night(ctx, type.id, inDays(5))).toEqual({ rooms: 4, booked: 0 });
    // Exactly the rooms booked is allowed: the night is then sold out.
    expect((await allot(ctx, type.id, checkIn, addDays(checkIn, 1), 3)).status).toBe(200);
    expect(await night(ctx, type.id, checkIn)).toEqual({ rooms: 3, booked: 3 });
  });

  it('lets support read but not write, and refuses a member', async () => {
    const hotel = await createHotel(ctx);
    const before = await snapshot();
    const list = await call(ctx, ctx.supportToken, 'GET', '/api/admin/hotels');
    expect(list.status).toBe(200);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/admin/hotels', { name_en: 'A', city: 'B', address: 'C' }],
      ['PUT', `/api/admin/hotels/${hotel.id}`, { name_en: 'A', city: 'B', address: 'C' }],
      ['POST', `/api/admin/hotels/${hotel.id}/room-types`, { name_en: 'A' }],
      [
        'PUT',
        '/api/admin/room-types/1/allotment',
        { from: '2031-01-01', to: '2031-01-02', rooms: 1 },
      ],
    ];
    const memberToken = await loginAs(ctx, 'root', ROOT_PASSWORD);
    for (const [method, url, payload] of writes) {
      const support = await call(ctx, ctx.supportToken, method as 'POST', url, payload);
      expect(support).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
      const member = await call(ctx, memberToken, method as 'POST', url, payload);
      expect(member).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
    }
    const read = await call(ctx, memberToken, 'GET', '/api/admin/hotels');
    expect(read.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
