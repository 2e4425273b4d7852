import { type Banner, type Locale, PAGE_SIZE } from '@rangkai/shared';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { localized } from './news-item.js';
import { showing } from './news-status.js';

/** `banner-list`: banners being shown, in the editor's order. */
export async function listBanners(
  db: Executor,
  query: { language: Locale; page: number },
  now = new Date(),
) {
  const where = and(eq(news.kind, 'banner'), showing(now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(asc(news.sortOrder), desc(news.publishAt), desc(news.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const banners: Banner[] = rows.map((r) => ({
    id: r.id,
    title: localized(r.titles, query.language),
    public_path: r.imagePath as string,
    thumb_path: r.thumbPath as string,
    link_url: r.linkUrl,
  }));
  return pageOf(banners, query.page, total);
}
