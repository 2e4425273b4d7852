import { type Db, inTransaction } from '../../db/client.js';
import { news } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import {
  editor,
  type NewsInput,
  newsValues,
  requireBannerImage,
  withPicture,
} from './news-write.js';

/** Publishes an article or a banner with its audit row, in one transaction. Returns its id. */
export async function createNews(db: Db, media: BlobStore, input: NewsInput): Promise<number> {
  return withPicture(media, input.image, (image) =>
    inTransaction(db, async (tx) => {
      const values = newsValues(input.fields);
      requireBannerImage(values.kind, image?.large ?? null);
      const [row] = await tx
        .insert(news)
        .values({
          ...values,
          imagePath: image?.large ?? null,
          thumbPath: image?.thumb ?? null,
          updatedBy: editor(input.actor),
        })
        .returning({ id: news.id });
      await writeAudit(tx, {
        actor: input.actor,
        action: 'news.create',
        targetType: 'news',
        targetId: row.id,
        after: { ...values, imagePath: image?.large ?? null },
        ip: input.ip,
      });
      return row.id;
    }),
  );
}
