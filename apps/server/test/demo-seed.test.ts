import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedCommand } from '../src/demo-seed.js';
import { createTestApp, type TestContext } from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const run = () =>
  demoSeedCommand.standalone
    ? Promise.reject(new Error('demo:seed needs the database'))
    : demoSeedCommand.run({ db: ctx.db, config: ctx.config, flags: {} });

describe('demo:seed', () => {
  it('publishes an announcement, four articles and two banners with pictures it draws; a second run adds nothing', async () => {
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

    const files = fs.readdirSync(path.join(ctx.config.publicDir, 'news')).length;
    expect(await run()).toBe(0);
    expect((await ctx.app.inject({ url: '/api/news/news-list' })).json().data.record.total).toBe(5);
    expect(fs.readdirSync(path.join(ctx.config.publicDir, 'news'))).toHaveLength(files);
  });
});
