import type { Locale } from '@rangkai/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toNewsItem } from './news-item.js';
import { showing } from './news-status.js';

/** One article being shown; anything else (draft, scheduled, ended, a banner) is not found. */
export async function newsDetails(db: Executor, id: number, language: Locale, now = new Date()) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.kind, 'news'), showing(now)));
  if (!row) throw new AppError('NOT_FOUND');
  return toNewsItem(row, language);
}
