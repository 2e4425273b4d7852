import type { ContentPage, Locale, PageSlug } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contentPages } from '../../db/schema/index.js';
import { localized } from './news-item.js';

/** The terms or the privacy page in `language`, else English. */
export async function contentPage(
  db: Executor,
  slug: PageSlug,
  language: Locale,
): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  const html = row ? localized(row.bodies, language) : '';
  return {
    slug,
    language: row?.bodies[language]?.trim() ? language : 'en',
    html,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
