import { type NewsKind, type NewsStatus, PAGE_SIZE } from '@rangkai/shared';
import { and, asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, news } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { toAdminItem, withEditor } from './admin-news-item.js';
import { statusWhere } from './news-status.js';

/** The back-office's list of articles or banners, optionally of one status. */
export async function adminNewsList(
  db: Executor,
  query: { kind: NewsKind; status?: NewsStatus; page: number },
  now = new Date(),
) {
  const where = and(eq(news.kind, query.kind), query.status && statusWhere[query.status](now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(news), ...withEditor })
      .from(news)
      .leftJoin(admins, eq(admins.id, news.updatedBy))
      .where(where)
      .orderBy(
        ...(query.kind === 'banner' ? [asc(news.sortOrder)] : []),
        desc(news.publishAt),
        desc(news.id),
      )
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return pageOf(
    rows.map((r) => toAdminItem(r, now)),
    query.page,
    total,
  );
}
