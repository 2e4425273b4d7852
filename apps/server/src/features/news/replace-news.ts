import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { removePublicImage } from '../../lib/public-images.js';
import { lockNews } from './lock-news.js';
import {
  editor,
  type NewsInput,
  newsValues,
  requireBannerImage,
  withPicture,
} from './news-write.js';

/**
 * Replaces an article or a banner (a new picture, or `remove_image`, drops the old files once the
 * write has committed), audited with what it replaced.
 */
export async function replaceNews(db: Db, media: BlobStore, id: number, input: NewsInput) {
  const dropped = await withPicture(media, input.image, (image) =>
    inTransaction(db, async (tx) => {
      const before = await lockNews(tx, id);
      const values = newsValues(input.fields);
      const drop = !!image || input.fields.remove_image === 'true';
      const imagePath = image?.large ?? (drop ? null : before.imagePath);
      const thumbPath = image?.thumb ?? (drop ? null : before.thumbPath);
      requireBannerImage(values.kind, imagePath);
      await tx
        .update(news)
        .set({
          ...values,
          imagePath,
          thumbPath,
          updatedBy: editor(input.actor),
          updatedAt: new Date(),
        })
        .where(eq(news.id, id));
      await writeAudit(tx, {
        actor: input.actor,
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before,
        after: { ...values, imagePath },
        ip: input.ip,
      });
      return drop ? [before.imagePath, before.thumbPath] : [];
    }),
  );
  await removePublicImage(media, ...dropped);
}
