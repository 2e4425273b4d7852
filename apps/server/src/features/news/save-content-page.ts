import { type LocalizedText, locales, type PageSlug } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { contentPages } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { plainSummary, sanitizeRichText } from './sanitize.js';

/** Saves the terms or the privacy page (bodies sanitised, empty languages left out), audited with before and after. */
export async function saveContentPage(
  db: Db,
  slug: PageSlug,
  input: LocalizedText,
  by: { adminId: number; username: string; ip: string },
) {
  const bodies: LocalizedText = {};
  for (const l of locales) {
    const body = sanitizeRichText(input[l] ?? '');
    if (plainSummary(body)) bodies[l] = body;
  }
  await inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug));
    await tx
      .insert(contentPages)
      .values({ slug, bodies, updatedBy: by.adminId })
      .onConflictDoUpdate({
        target: contentPages.slug,
        set: { bodies, updatedBy: by.adminId, updatedAt: sql`now()` },
      });
    await writeAudit(tx, {
      actor: { type: 'admin', adminId: by.adminId, username: by.username },
      action: 'page.update',
      targetType: 'page',
      targetId: slug,
      before: before?.bodies ?? null,
      after: bodies,
      ip: by.ip,
    });
  });
}
