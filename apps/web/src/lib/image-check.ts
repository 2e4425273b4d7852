import { KYC_IMAGE_MAX_BYTES } from '@rangkai/shared';

/**
 * Spec §5: identity images (and ticket attachments) are JPG, JPEG or PNG, at most 5 MB (the
 * server checks the bytes too). Problems are named by `kyc:` keys; other screens map the suffix.
 */
export const KYC_IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const TYPES = ['image/jpeg', 'image/png'];
const EXTENSION = /\.(jpe?g|png)$/i;

/** What a picked file has to show before it is sent: its name, type, size and first bytes. */
export interface PickedImage {
  name: string;
  type: string;
  size: number;
}

/** The error key for a picked image, or null when it may be sent. */
export type ImageProblem = 'kyc:image.wrong_type' | 'kyc:image.too_large' | null;

/** By name and declared type: an image a phone offers as JPG/PNG (HEIC and PDF are refused). */
export function checkImageMeta(file: PickedImage): ImageProblem {
  const typeKnown = file.type !== '';
  if (typeKnown ? !TYPES.includes(file.type) : !EXTENSION.test(file.name)) {
    return 'kyc:image.wrong_type';
  }
  if (file.size === 0) return 'kyc:image.wrong_type';
  if (file.size > KYC_IMAGE_MAX_BYTES) return 'kyc:image.too_large';
  return null;
}

/** True when the first bytes are those of a JPEG (FF D8 FF) or a PNG (89 50 4E 47 0D 0A 1A 0A). */
export function hasImageSignature(head: Uint8Array): boolean {
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => head[i] === byte);
  return jpeg || png;
}

/** Both checks on a real file: its name, type and size, then its first eight bytes. */
export async function checkImageFile(file: File): Promise<ImageProblem> {
  const problem = checkImageMeta(file);
  if (problem) return problem;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return hasImageSignature(head) ? null : 'kyc:image.wrong_type';
}

/** "1.4 MB" / "320 KB" for the picked file's caption. */
export function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
