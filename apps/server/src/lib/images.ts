import sharp from 'sharp';
import { fieldError } from './app-error.js';
import { type ImageType, sniffImage } from './storage.js';

// Decoding is work for libuv's threads, not the event loop; no cache of decoded images is kept.
sharp.cache(false);

/** Largest picture decoded (pixels): a phone photo is 12–50 MP; more is refused, not decoded. */
const MAX_PIXELS = 80_000_000;

export interface CleanImage {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

/**
 * An uploaded photo made safe to keep: JPEG or PNG by its first bytes, really decoded (a file
 * that only starts like an image, or is truncated or corrupt, is refused naming `field`), turned
 * upright by its EXIF orientation and re-encoded in the same format, which drops every piece of
 * metadata (EXIF with GPS position, XMP, comments, embedded thumbnails).
 */
export async function cleanImage(
  bytes: Buffer,
  field: string,
  { minSide = 1 }: { minSide?: number } = {},
): Promise<CleanImage> {
  const type = sniffImage(bytes);
  if (!type) throw fieldError('VALIDATION_ERROR', field);
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const meta = await input.metadata();
    if (meta.format !== (type === 'jpg' ? 'jpeg' : 'png')) throw new Error('format mismatch');
    const pipeline = input.rotate();
    const { data, info } = await (type === 'jpg'
      ? pipeline.jpeg({ quality: 90, mozjpeg: false })
      : pipeline.png({ compressionLevel: 9 })
    ).toBuffer({ resolveWithObject: true });
    if (Math.min(info.width, info.height) < minSide) throw new Error('too small');
    return { bytes: data, type, width: info.width, height: info.height };
  } catch {
    throw fieldError('VALIDATION_ERROR', field);
  }
}
