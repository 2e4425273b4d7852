import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { NewsRow } from './news-status.js';

/** The row for a row lock (an edit or a delete reads what it replaces). */
export async function lockNews(tx: Executor, id: number): Promise<NewsRow> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
