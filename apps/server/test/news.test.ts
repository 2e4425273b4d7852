import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages, news } from '../src/db/schema/index.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './admin/support.js';
import { bearer, createTestMember, loginAs, multipart } from './helpers.js';

let ctx: AdminTestContext;
let photo: Buffer;
let memberToken: string;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  // A 2000×1000 JPEG carrying EXIF (camera make): the kept files must be smaller and bare.
  photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
  const m = await createTestMember(ctx);
  memberToken = await loginAs(ctx, m.username);
});
afterAll(() => ctx.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const mediaFiles = () => {
  const dir = path.join(ctx.config.publicDir, 'news');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const newsCount = async () => (await ctx.db.select({ n: count() }).from(news))[0].n;

function save(
  fields: Record<string, string>,
  { image, id, token = ctx.adminToken }: { image?: Buffer; id?: number; token?: string } = {},
) {
  const form = multipart(
    fields,
    image ? { image: { name: 'cover.jpg', type: 'image/jpeg', bytes: image } } : {},
  );
  return ctx.app.inject({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/admin/news/${id}` : '/api/admin/news',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const get = (url: string, token?: string) =>
  ctx.app.inject({ url, headers: token ? bearer(token) : {} });

describe('news', () => {
  it('an admin publishes an article with a picture; members read it sanitised, in their language', async () => {
    const created = await save(
      {
        kind: 'news',
        news_type: 'announcement',
        publish_at: minutes(-5),
        title_en: 'Year-end promotion',
        title_zh: '年终促销',
        body_en:
          '<p onclick="steal()">Double <strong>points</strong> <a href="javascript:alert(1)">now</a></p><script>alert(1)</script><img src=x onerror=alert(2)>',
      },
      { image: photo },
    );
    expect(created.json(), created.body).toMatchObject({
      error_code: 0,
      data: {
        kind: 'news',
        status: 'live',
        titles: { en: 'Year-end promotion', zh: '年终促销' },
        bodies: { en: '<p>Double <strong>points</strong> <a>now</a></p>' },
        updated_by: 'admin',
      },
    });
    const item = created.json().data;
    expect(item.public_path).toMatch(/^\/media\/news\/[0-9a-f-]+-1280\.webp$/);
    expect(item.thumb_path).toMatch(/^\/media\/news\/[0-9a-f-]+-480\.webp$/);

    // The pictures are public, long-cached WebP files without metadata, the thumb for phones.
    const large = await get(item.public_path);
    expect(large.statusCode).toBe(200);
    expect(large.headers['cache-control']).toContain('immutable');
    const largeMeta = await sharp(large.rawPayload).metadata();
    expect(largeMeta).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    expect(largeMeta.exif).toBeUndefined();
    expect(large.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await sharp((await get(item.thumb_path)).rawPayload).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 480, height: 240 });

    // Visitors and members read it; Chinese has its own title, Malay falls back to English.
    const zh = await get('/api/news/news-list?language=zh');
    expect(zh.json().data.record).toMatchObject({ page: 1, total: 1 });
    expect(zh.json().data.record.records[0]).toMatchObject({
      id: item.id,
      title: '年终促销',
      summary: 'Double points now',
      description: '<p>Double <strong>points</strong> <a>now</a></p>',
    });
    expect(zh.json().data.latest.map((n: { id: number }) => n.id)).toEqual([item.id]);
    const ms = await get(`/api/news/news-details?news_id=${item.id}&language=ms`, memberToken);
    expect(ms.json().data).toMatchObject({
      title: 'Year-end promotion',
      public_path: item.public_path,
    });
    const audit = await auditRows(ctx, 'news.create');
    expect(audit.at(-1)).toMatchObject({ targetId: String(item.id), adminUsername: 'admin' });
  });

  it('shows an article only in its window and while active; only announcements pop up', async () => {
    const base = { kind: 'news', news_type: 'news', body_en: '<p>x</p>' };
    const scheduled = (await save({ ...base, title_en: 'Later', publish_at: minutes(60) })).json()
      .data;
    const ended = (
      await save({ ...base, title_en: 'Over', publish_at: minutes(-120), end_at: minutes(-60) })
    ).json().data;
    const draft = (
      await save({ ...base, title_en: 'Draft', publish_at: minutes(-1), active: 'false' })
    ).json().data;
    const promo = (
      await save({ ...base, news_type: 'promotion', title_en: 'Promo', publish_at: minutes(-2) })
    ).json().data;
    expect([scheduled.status, ended.status, draft.status, promo.status]).toEqual([
      'scheduled',
      'ended',
      'draft',
      'live',
    ]);

    const list = (await get('/api/news/news-list')).json().data;
    const titles = list.record.records.map((n: { title: string }) => n.title);
    expect(titles).toContain('Promo');
    expect(titles).not.toEqual(expect.arrayContaining(['Later']));
    for (const hidden of ['Later', 'Over', 'Draft']) expect(titles).not.toContain(hidden);
    expect(list.latest.map((n: { title: string }) => n.title)).not.toContain('Promo');
    const promos = (await get('/api/news/news-list?news_type=promotion')).json().data.record;
    expect(promos.records.map((n: { title: string }) => n.title)).toEqual(['Promo']);
    for (const id of [scheduled.id, ended.id, draft.id]) {
      const details = await get(`/api/news/news-details?news_id=${id}`);
      expect(details.statusCode).toBe(404);
    }

    // The back-office sees every status and filters by it.
    for (const [status, id] of [
      ['scheduled', scheduled.id],
      ['ended', ended.id],
      ['draft', draft.id],
    ] as const) {
      const page = (await get(`/api/admin/news?kind=news&status=${status}`, ctx.adminToken)).json()
        .data;
      expect(page.records.map((n: { id: number }) => n.id)).toEqual([id]);
    }
  });

  it('refuses a bad form naming the field, and keeps nothing of it (no row, no file)', async () => {
    const before = { rows: await newsCount(), files: mediaFiles() };
    const cases: [Record<string, string>, Buffer | undefined, string, string][] = [
      [{ kind: 'news', publish_at: minutes(0), body_en: 'x' }, photo, 'title_en', 'REQUIRED'],
      [
        { kind: 'news', title_en: 'T', publish_at: minutes(0), end_at: minutes(-1) },
        photo,
        'end_at',
        'VALIDATION_ERROR',
      ],
      [
        { kind: 'news', title_en: 'T', publish_at: 'tomorrow' },
        photo,
        'publish_at',
        'VALIDATION_ERROR',
      ],
      [
        { kind: 'poster', title_en: 'T', publish_at: minutes(0) },
        photo,
        'kind',
        'VALIDATION_ERROR',
      ],
      [
        { kind: 'banner', title_en: 'T', publish_at: minutes(0), link_url: 'javascript:alert(1)' },
        photo,
        'link_url',
        'VALIDATION_ERROR',
      ],
      [
        { kind: 'banner', title_en: 'No picture', publish_at: minutes(0) },
        undefined,
        'image',
        'REQUIRED',
      ],
      [
        { kind: 'news', title_en: 'T', publish_at: minutes(0) },
        Buffer.from('<svg onload=alert(1)>'),
        'image',
        'VALIDATION_ERROR',
      ],
      [
        { kind: 'news', title_en: 'T', publish_at: minutes(0) },
        Buffer.concat([photo.subarray(0, 200)]),
        'image',
        'VALIDATION_ERROR',
      ],
    ];
    for (const [fields, image, field, code] of cases) {
      const res = await save(fields, { image });
      expect(res.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().data, JSON.stringify(fields)).toMatchObject({ [field]: code });
    }
    expect(await newsCount()).toBe(before.rows);
    expect(mediaFiles()).toEqual(before.files);
  });

  it('banners: listed in order with their links; replacing or deleting drops the old files', async () => {
    const second = (
      await save(
        { kind: 'banner', title_en: 'Second', publish_at: minutes(-1), sort_order: '2' },
        { image: photo },
      )
    ).json().data;
    const first = (
      await save(
        {
          kind: 'banner',
          title_en: 'First',
          publish_at: minutes(-1),
          sort_order: '1',
          link_url: '/web/dashboard',
        },
        { image: photo },
      )
    ).json().data;
    const banners = (await get('/api/news/banner-list')).json().data;
    expect(banners.records).toEqual([
      {
        id: first.id,
        title: 'First',
        public_path: first.public_path,
        thumb_path: first.thumb_path,
        link_url: '/web/dashboard',
      },
      expect.objectContaining({ id: second.id, link_url: null }),
    ]);
    // Banners are not articles.
    expect((await get(`/api/news/news-details?news_id=${first.id}`)).statusCode).toBe(404);

    // A new picture replaces the old files; a banner cannot lose its picture.
    const replaced = await save(
      { kind: 'banner', title_en: 'First!', publish_at: minutes(-1), sort_order: '1' },
      { image: photo, id: first.id },
    );
    expect(replaced.json().data.public_path).not.toBe(first.public_path);
    expect(mediaFiles()).not.toContain(path.basename(first.public_path));
    expect(mediaFiles()).not.toContain(path.basename(first.thumb_path));
    const bare = await save(
      { kind: 'banner', title_en: 'First!', publish_at: minutes(-1), remove_image: 'true' },
      { id: first.id },
    );
    expect(bare.json().data).toMatchObject({ image: 'REQUIRED' });
    expect((await get(replaced.json().data.public_path)).statusCode).toBe(200);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${second.id}`,
      headers: bearer(ctx.adminToken),
    });
    expect(deleted.json().error_code).toBe(0);
    expect((await get(second.public_path)).statusCode).toBe(404);
    expect((await get(`/api/admin/news/${second.id}`, ctx.adminToken)).statusCode).toBe(404);
    expect((await auditRows(ctx, 'news.delete')).at(-1)?.targetId).toBe(String(second.id));
    expect((await auditRows(ctx, 'news.update')).at(-1)?.targetId).toBe(String(first.id));
  });

  it('members, visitors and support staff cannot edit; nothing changes', async () => {
    const [existing] = await ctx.db.select().from(news).limit(1);
    const before = { rows: await newsCount(), files: mediaFiles() };
    const fields = { kind: 'news', title_en: 'Hacked', publish_at: minutes(-1) };
    for (const token of [memberToken, ctx.supportToken, 'not-a-token']) {
      for (const res of [
        await save(fields, { token, image: photo }),
        await save(fields, { token, id: existing.id }),
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/news/${existing.id}`,
          headers: bearer(token),
        }),
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/pages/terms',
          headers: bearer(token),
          payload: { bodies: { en: '<p>Hacked</p>' } },
        }),
        await get('/api/admin/news', token),
      ]) {
        expect([401, 403]).toContain(res.statusCode);
      }
    }
    expect(await newsCount()).toBe(before.rows);
    expect(mediaFiles()).toEqual(before.files);
    const [after] = await ctx.db.select().from(news).where(eq(news.id, existing.id));
    expect(after).toEqual(existing);
    expect(await ctx.db.select().from(contentPages)).toEqual([]);
  });

  it('the preview sanitises exactly as publishing does', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/news/preview',
      headers: bearer(ctx.adminToken),
      payload: { html: '<h2 style="x">Hi</h2><script>1</script><a href="https://x.example">x</a>' },
    });
    expect(res.json().data.html).toBe(
      '<h2>Hi</h2><a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});

describe('terms and privacy pages', () => {
  it('are empty until written; an admin writes them per language, sanitised and audited', async () => {
    const empty = (await get('/api/global/page?slug=terms&language=zh')).json().data;
    expect(empty).toEqual({ slug: 'terms', language: 'en', html: '', updated_at: null });

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      headers: bearer(ctx.adminToken),
      payload: {
        bodies: {
          en: '<h2>Terms</h2><p>Be kind.</p><script>x</script>',
          zh: '<p>条款</p>',
          ms: '  ',
        },
      },
    });
    expect(saved.json().data).toMatchObject({
      slug: 'terms',
      bodies: { en: '<h2>Terms</h2><p>Be kind.</p>', zh: '<p>条款</p>' },
      updated_by: 'admin',
    });
    expect(saved.json().data.bodies).not.toHaveProperty('ms');
    expect((await get('/api/global/page?slug=terms&language=zh')).json().data).toMatchObject({
      language: 'zh',
      html: '<p>条款</p>',
    });
    expect((await get('/api/global/page?slug=terms&language=ms')).json().data).toMatchObject({
      language: 'en',
      html: '<h2>Terms</h2><p>Be kind.</p>',
    });
    expect((await get('/api/global/page?slug=privacy')).json().data.html).toBe('');
    expect((await get('/api/global/page?slug=cookies')).statusCode).toBe(400);
    expect((await auditRows(ctx, 'page.update')).at(-1)).toMatchObject({ targetId: 'terms' });
  });
});
