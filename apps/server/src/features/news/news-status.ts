import type { NewsStatus } from '@rangkai/shared';
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { news } from '../../db/schema/index.js';

export type NewsRow = typeof news.$inferSelect;

/** Members see an article from its publish time until its end time, while it is active. */
export function showing(now: Date): SQL {
  return and(
    eq(news.active, true),
    lte(news.publishAt, now),
    or(isNull(news.endAt), gt(news.endAt, now)),
  ) as SQL;
}

export const statusWhere: Record<NewsStatus, (now: Date) => SQL> = {
  draft: () => eq(news.active, false),
  scheduled: (now) => and(eq(news.active, true), gt(news.publishAt, now)) as SQL,
  live: showing,
  ended: (now) => and(eq(news.active, true), lte(news.endAt, now)) as SQL,
};

export function newsStatusOf(row: Pick<NewsRow, 'active' | 'publishAt' | 'endAt'>, now: Date) {
  if (!row.active) return 'draft';
  if (row.publishAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'live';
}
