import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { type AuditActor, writeAudit } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { removePublicImage } from '../../lib/public-images.js';
import { lockNews } from './lock-news.js';

/** Deletes an article or a banner, audited with what it was; its picture goes once committed. */
export async function deleteNews(
  db: Db,
  media: BlobStore,
  id: number,
  by: { actor: AuditActor; ip: string },
) {
  const before = await inTransaction(db, async (tx) => {
    const row = await lockNews(tx, id);
    await tx.delete(news).where(eq(news.id, id));
    await writeAudit(tx, {
      actor: by.actor,
      action: 'news.delete',
      targetType: 'news',
      targetId: id,
      before: row,
      ip: by.ip,
    });
    return row;
  });
  await removePublicImage(media, before.imagePath, before.thumbPath);
}
