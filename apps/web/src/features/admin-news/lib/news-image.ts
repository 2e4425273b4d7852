/**
 * The cover or banner picture: JPG, PNG or WebP of at most 5 MB (the server checks the bytes
 * too). Problems are keys of `adminNews:picture.*`.
 */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type NewsImageProblem = 'wrong_type' | 'too_large';

/** By declared type (or name when the browser gives none) and size. */
export function checkNewsImageMeta(file: {
  name: string;
  type: string;
  size: number;
}): NewsImageProblem | null {
  const typeOk = file.type
    ? NEWS_IMAGE_TYPES.includes(file.type)
    : /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!typeOk || file.size === 0) return 'wrong_type';
  if (file.size > NEWS_IMAGE_MAX_BYTES) return 'too_large';
  return null;
}

/** JPEG (FF D8 FF), PNG (89 50 4E 47…) or WebP (`RIFF` … `WEBP`) by its first twelve bytes. */
export function hasNewsImageSignature(head: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.slice(from, to));
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);
  const webp = head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Both checks on a picked file. */
export async function checkNewsImage(file: File): Promise<NewsImageProblem | null> {
  const problem = checkNewsImageMeta(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return hasNewsImageSignature(head) ? null : 'wrong_type';
}

/** "1.4 MB" / "320 kB" in the reader's language, for the picked file's caption. */
export function fileSizeLabel(bytes: number, language: string): string {
  const mega = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
