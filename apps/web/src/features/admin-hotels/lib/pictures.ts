import { MAX_HOTEL_IMAGES } from '@rangkai/shared';

/** Hotel pictures as products': JPG, PNG or WebP of at most 5 MB, at most ten, the first the cover. */
export const HOTEL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;
type Problem = 'wrong_type' | 'too_large' | 'over_limit';

/** The picked files that may go up: good ones while room is left, and the problems of the rest. */
export function splitPicked<F extends { name: string; type: string; size: number }>(
  files: F[],
  stored: number,
): { accepted: F[]; problems: Problem[] } {
  const accepted: F[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const typeOk = file.type
      ? HOTEL_IMAGE_TYPES.includes(file.type)
      : /\.(jpe?g|png|webp)$/i.test(file.name);
    if (!typeOk || file.size === 0) problems.push('wrong_type');
    else if (file.size > MAX_BYTES) problems.push('too_large');
    else if (stored + accepted.length >= MAX_HOTEL_IMAGES) problems.push('over_limit');
    else accepted.push(file);
  }
  return { accepted, problems: [...new Set(problems)] };
}

/** The ids with the one at `index` moved by `delta` places (up: -1); unchanged at an end. */
export function moveImage(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  const next = [...ids];
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
