import {
  type AdminNewsFields,
  type LocalizedText,
  locales,
  NEWS_IMAGE_FIELD,
  type NewsKind,
} from '@rangkai/shared';
import { fieldError } from '../../lib/app-error.js';
import type { AuditActor } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { type PublicImage, removePublicImage, savePublicImage } from '../../lib/public-images.js';
import { plainSummary, sanitizeRichText } from './sanitize.js';

// What creating and replacing an article share: the row from the editor's fields, the banner's
// picture rule, the picture saved before the write, and the editing admin.

/** The editor's fields as a row: texts trimmed, empty languages left out, bodies sanitised. */
export function newsValues(fields: AdminNewsFields) {
  const titles: LocalizedText = {};
  const bodies: LocalizedText = {};
  for (const l of locales) {
    const title = fields[`title_${l}`]?.trim();
    if (title) titles[l] = title;
    const body = sanitizeRichText(fields[`body_${l}`] ?? '');
    if (plainSummary(body)) bodies[l] = body;
  }
  return {
    kind: fields.kind,
    newsType: fields.kind === 'banner' ? ('news' as const) : fields.news_type,
    titles,
    bodies,
    linkUrl: fields.link_url || null,
    publishAt: new Date(fields.publish_at),
    endAt: fields.end_at ? new Date(fields.end_at) : null,
    active: fields.active === 'true',
    sortOrder: fields.sort_order,
  };
}

/** A banner is a picture: without one it is refused naming the field. */
export function requireBannerImage(kind: NewsKind, imagePath: string | null) {
  if (kind === 'banner' && !imagePath) throw fieldError('REQUIRED', 'image');
}

export interface NewsInput {
  fields: AdminNewsFields;
  /** The uploaded picture's bytes; null keeps the current one (or none). */
  image: Buffer | null;
  actor: AuditActor;
  ip?: string;
}

/**
 * A write with a new picture: the picture is saved first and removed again if the write is
 * refused, so a refusal keeps no file.
 */
export async function withPicture<T>(
  media: BlobStore,
  bytes: Buffer | null,
  write: (image: PublicImage | null) => Promise<T>,
): Promise<T> {
  const image = bytes ? await savePublicImage(media, 'news', bytes, NEWS_IMAGE_FIELD) : null;
  try {
    return await write(image);
  } catch (error) {
    if (image) await removePublicImage(media, image.large, image.thumb);
    throw error;
  }
}

export const editor = (actor: AuditActor) => ('adminId' in actor ? actor.adminId : null);
