import type { AdminNewsFields } from '@rangkai/shared';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { news } from '../db/schema/index.js';
import { createNews } from '../features/news/index.js';
import type { BlobStore } from '../lib/blob-store.js';
import { articles } from './news-articles.js';
import { demoPicture } from './news-picture.js';

/** Demo news (one announcement, four articles) and two banners, unless news exist already. */
export async function seedDemoNews(db: Db, media: BlobStore): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(news);
  if (n > 0) return `news: ${n} already there, none added`;
  let i = 0;
  for (const a of articles) {
    const fields = {
      kind: a.kind,
      news_type: a.type ?? 'news',
      publish_at: new Date(Date.now() - a.daysAgo * 86_400_000 - 60_000).toISOString(),
      active: 'true',
      sort_order: i,
      remove_image: 'false',
      link_url: a.link ?? '',
      title_en: a.title.en,
      title_zh: a.title.zh,
      title_ms: a.title.ms,
      body_en: a.body?.en,
      body_zh: a.body?.zh,
      body_ms: a.body?.ms,
    } satisfies AdminNewsFields;
    await createNews(db, media, {
      fields,
      image: await demoPicture(a.hues, i++),
      actor: { type: 'system', username: 'demo:seed' },
    });
  }
  return `news: ${articles.filter((a) => a.kind === 'news').length} articles and ${articles.filter((a) => a.kind === 'banner').length} banners published`;
}
