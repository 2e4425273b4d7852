import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPictureSvg, demoSeedCommand, productPictureSvg } from '../src/demo-seed/index.js';
import { addDays } from '../src/features/admin-hotels/allotment.js';
import { businessDate } from '../src/lib/business-time.js';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// A smaller mall than the command's default of 8 products a category: the same code, faster.
const run = (flags: Record<string, string> = { 'per-category': '2' }) =>
  demoSeedCommand.standalone
    ? Promise.reject(new Error('demo:seed needs the database'))
    : demoSeedCommand.run({ db: ctx.db, config: ctx.config, flags });

describe('demo:seed', () => {
  it('draws its pictures without words (the same picture is shown in every language)', () => {
    for (const svg of [
      demoPictureSvg([168, 205], 0),
      demoPictureSvg([330, 290], 6),
      ...(['leaf', 'drop', 'house', 'cup', 'sparkle'] as const).map((icon, i) =>
        productPictureSvg(icon, 150, i + 1),
      ),
    ]) {
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<text|<tspan/);
    }
  });

  it('refuses a --per-category outside 1 to 8 and adds nothing', async () => {
    expect(await run({ 'per-category': '9' })).toBe(2);
    expect(await run({ 'per-category': 'x' })).toBe(2);
    expect((await ctx.app.inject({ url: '/api/mall/getProduct' })).json().data.total).toBe(0);
  });

  it('publishes news, banners and an announcement, a mall of 5 categories with pictures it draws and three hotels with 90 nights on sale; a second run adds nothing', {
    timeout: 180_000,
  }, async () => {
    expect(await run()).toBe(0);
    const list = (await ctx.app.inject({ url: '/api/news/news-list?language=zh' })).json().data;
    expect(list.record.total).toBe(5);
    expect(list.latest).toHaveLength(1);
    expect(list.latest[0]).toMatchObject({ news_type: 'announcement', title: '欢迎来到 Rangkai' });
    const banners = (await ctx.app.inject({ url: '/api/news/banner-list' })).json().data;
    expect(banners.records.map((b: { link_url: string }) => b.link_url)).toEqual([
      '/web/dashboard',
      '/web/general/newsList',
    ]);
    for (const item of [...list.record.records, ...banners.records]) {
      const picture = await ctx.app.inject({ url: item.public_path });
      expect(picture.statusCode).toBe(200);
      expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 1200, // drawn at 1200×675 and never enlarged
        height: 675,
      });
    }

    // The mall: 5 categories of 2 products here (8 by default), each with a picture, 3 vouchers.
    const categories = (await ctx.app.inject({ url: '/api/mall/getCategory?language=ms' })).json()
      .data.records;
    expect(categories.map((c: { product_count: number }) => c.product_count)).toEqual([
      2, 2, 2, 2, 2,
    ]);
    expect(categories[0].name).toBe('Kesihatan');
    const products = (await ctx.app.inject({ url: '/api/mall/getProduct?keyword=kopi' })).json()
      .data;
    expect(products.records.map((p: { product_name: string }) => p.product_name)).toEqual([
      'White Coffee',
    ]);
    for (const p of products.records) {
      expect(p.product_image_path).toHaveLength(1);
      expect(
        (await ctx.app.inject({ url: p.product_image_path[0].thumb_image_path })).statusCode,
      ).toBe(200);
    }
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM vouchers`,
    );
    expect(rows[0].n).toBe(3);

    // Hotels (BUSINESS_RULES §14): Kuala Lumpur, Penang, Langkawi, two room types each, a
    // picture each, rooms on sale every night from tomorrow for 90 nights.
    const hotelRows = await ctx.db.execute<{
      city: string;
      types: number;
      nights: number;
      first: string;
      pictures: number;
    }>(sql`
      SELECT h.city,
             (SELECT count(*)::int FROM hotel_room_types t WHERE t.hotel_id = h.id) AS types,
             (SELECT count(*)::int FROM hotel_room_nights n JOIN hotel_room_types t ON t.id = n.room_type_id
               WHERE t.hotel_id = h.id AND n.rooms > 0) AS nights,
             (SELECT min(n.night)::text FROM hotel_room_nights n JOIN hotel_room_types t ON t.id = n.room_type_id
               WHERE t.hotel_id = h.id) AS first,
             (SELECT count(*)::int FROM hotel_images i WHERE i.hotel_id = h.id) AS pictures
        FROM hotels h ORDER BY h.id`);
    expect(hotelRows.rows.map((h) => h.city)).toEqual(['Kuala Lumpur', 'Penang', 'Langkawi']);
    for (const h of hotelRows.rows) {
      expect(h).toMatchObject({ types: 2, nights: 180, pictures: 1 });
      expect(h.first).toBe(addDays(businessDate(), 1));
    }

    const files = fs.readdirSync(path.join(ctx.config.publicDir, 'news')).length;
    const productFiles = fs.readdirSync(path.join(ctx.config.publicDir, 'products')).length;
    expect(await run()).toBe(0);
    expect((await ctx.app.inject({ url: '/api/news/news-list' })).json().data.record.total).toBe(5);
    expect((await ctx.app.inject({ url: '/api/mall/getProduct' })).json().data.total).toBe(10);
    const again = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels`);
    expect(again.rows[0].n).toBe(3);
    expect(fs.readdirSync(path.join(ctx.config.publicDir, 'news'))).toHaveLength(files);
    expect(fs.readdirSync(path.join(ctx.config.publicDir, 'products'))).toHaveLength(productFiles);
  });
});
