import { type LocalizedText, locales, type PageSlug } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contentPages } from '../../db/schema/index.js';
import { plainSummary, sanitizeRichText } from './sanitize.js';

/** Saves the terms or the privacy page (bodies sanitised, empty languages left out); returns before and after. */
export async function saveContentPage(
  tx: Executor,
  slug: PageSlug,
  input: LocalizedText,
  adminId: number,
) {
  const bodies: LocalizedText = {};
  for (const l of locales) {
    const body = sanitizeRichText(input[l] ?? '');
    if (plainSummary(body)) bodies[l] = body;
  }
  const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug));
  await tx
    .insert(contentPages)
    .values({ slug, bodies, updatedBy: adminId })
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { bodies, updatedBy: adminId, updatedAt: sql`now()` },
    });
  return { before: before?.bodies ?? null, after: bodies };
}
