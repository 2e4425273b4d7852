import crypto from 'node:crypto';
import sharp from 'sharp';
import { AppError, fieldError } from './app-error.js';
import type { BlobStore } from './blob-store.js';
import { sniffImage } from './storage.js';

/** Where public pictures are served from: `/media/<folder>/<name>.webp`. */
export const MEDIA_PREFIX = '/media/';
const MAX_PIXELS = 80_000_000;
/** The longest side of each kept size: `large` for a details page, `thumb` for lists on a phone. */
const SIZES = { large: 1280, thumb: 480 } as const;

export interface PublicImage {
  /** Public paths (`/media/…`), stored on the row and sent to clients as they are. */
  large: string;
  thumb: string;
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** The store's key of a public path (`/media/news/x.webp` → `news/x.webp`). */
export function mediaKey(publicPath: string): string {
  if (!publicPath.startsWith(MEDIA_PREFIX)) throw new AppError('NOT_FOUND');
  return publicPath.slice(MEDIA_PREFIX.length);
}

/**
 * An uploaded picture made public: JPG, PNG or WebP by its first bytes, really decoded (anything
 * else, truncated or corrupt is refused naming `field`), turned upright, and written as two WebP
 * sizes with no metadata, into `media` (`DATA_DIR/public` or the bucket's `public/`, which every
 * instance serves). Names are random, so the files may be cached forever.
 */
export async function savePublicImage(
  media: BlobStore,
  folder: string,
  bytes: Buffer,
  field: string,
): Promise<PublicImage> {
  if (!sniffImage(bytes) && !isWebp(bytes)) throw fieldError('VALIDATION_ERROR', field);
  const name = crypto.randomUUID();
  const encoded: Record<keyof typeof SIZES, Buffer> = {
    large: Buffer.alloc(0),
    thumb: Buffer.alloc(0),
  };
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const meta = await input.metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw new Error('format');
    for (const [size, side] of Object.entries(SIZES) as [keyof typeof SIZES, number][]) {
      encoded[size] = await input
        .clone()
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: size === 'large' ? 82 : 75 })
        .toBuffer();
    }
  } catch {
    throw fieldError('VALIDATION_ERROR', field);
  }
  const paths = {} as PublicImage;
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    const file = `${folder}/${name}-${SIZES[size]}.webp`;
    await media.put(file, encoded[size], { contentType: 'image/webp', public: true });
    paths[size] = `${MEDIA_PREFIX}${file}`;
  }
  return paths;
}

/** Removes a picture's files (replaced, deleted, or saved for a row that was then refused). */
export async function removePublicImage(media: BlobStore, ...publicPaths: (string | null)[]) {
  for (const p of publicPaths) if (p) await media.remove(mediaKey(p));
}

/** A new order of pictures names every stored one exactly once, else VALIDATION_ERROR on `image_ids`. */
export function checkImageOrder(stored: readonly number[], imageIds: readonly number[]): void {
  const ids = new Set(stored);
  if (
    imageIds.length !== ids.size ||
    new Set(imageIds).size !== ids.size ||
    imageIds.some((i) => !ids.has(i))
  )
    throw fieldError('VALIDATION_ERROR', 'image_ids');
}
