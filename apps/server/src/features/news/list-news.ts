import { LATEST_ANNOUNCEMENTS, type Locale, type NewsType, PAGE_SIZE } from '@rangkai/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { toNewsItem } from './news-item.js';
import { showing } from './news-status.js';

/** `news-list`: a page of articles being shown (newest first) and the announcements popup. */
export async function listNews(
  db: Executor,
  query: { language: Locale; news_type?: NewsType; page: number },
  now = new Date(),
) {
  const where = and(
    eq(news.kind, 'news'),
    showing(now),
    query.news_type ? eq(news.newsType, query.news_type) : undefined,
  );
  const [rows, [{ total }], latest] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishAt), desc(news.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
    db
      .select()
      .from(news)
      .where(and(eq(news.kind, 'news'), eq(news.newsType, 'announcement'), showing(now)))
      .orderBy(desc(news.publishAt), desc(news.id))
      .limit(LATEST_ANNOUNCEMENTS),
  ]);
  return {
    record: pageOf(
      rows.map((r) => toNewsItem(r, query.language)),
      query.page,
      total,
    ),
    latest: latest.map((r) => toNewsItem(r, query.language)),
  };
}
