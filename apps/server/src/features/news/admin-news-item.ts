import type { AdminNewsItem } from '@rangkai/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, news } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type NewsRow, newsStatusOf } from './news-status.js';

export function toAdminItem(
  row: NewsRow & { updatedByName: string | null },
  now: Date,
): AdminNewsItem {
  return {
    id: row.id,
    kind: row.kind,
    news_type: row.newsType,
    titles: row.titles,
    bodies: row.bodies,
    public_path: row.imagePath,
    thumb_path: row.thumbPath,
    link_url: row.linkUrl,
    publish_at: row.publishAt.toISOString(),
    end_at: row.endAt?.toISOString() ?? null,
    active: row.active,
    sort_order: row.sortOrder,
    status: newsStatusOf(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName,
  };
}

export const withEditor = { updatedByName: admins.username };

export async function adminNewsItem(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select({ ...getTableColumns(news), ...withEditor })
    .from(news)
    .leftJoin(admins, eq(admins.id, news.updatedBy))
    .where(eq(news.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row, now);
}
