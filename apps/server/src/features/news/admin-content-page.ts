import type { AdminContentPage, PageSlug } from '@rangkai/shared';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, contentPages } from '../../db/schema/index.js';

/** The terms or the privacy page in every language, for the editor. */
export async function adminContentPage(db: Executor, slug: PageSlug): Promise<AdminContentPage> {
  const [row] = await db
    .select({ ...getTableColumns(contentPages), updatedByName: admins.username })
    .from(contentPages)
    .leftJoin(admins, eq(admins.id, contentPages.updatedBy))
    .where(eq(contentPages.slug, slug));
  return {
    slug,
    bodies: row?.bodies ?? {},
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedByName ?? null,
  };
}
