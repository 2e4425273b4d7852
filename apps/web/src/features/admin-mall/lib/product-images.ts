import { MAX_PRODUCT_IMAGES } from '@rangkai/shared';

/**
 * Product pictures: JPG, PNG or WebP of at most 5 MB (the server checks the bytes too), at most
 * ten per product, the first being the cover. Problems are keys of `adminMall:pictures.*`.
 */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ProductImageProblem = 'wrong_type' | 'too_large';

/** By declared type (or name when the browser gives none) and size. */
export function checkProductImage(file: {
  name: string;
  type: string;
  size: number;
}): ProductImageProblem | null {
  const typeOk = file.type
    ? PRODUCT_IMAGE_TYPES.includes(file.type)
    : /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!typeOk || file.size === 0) return 'wrong_type';
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return 'too_large';
  return null;
}

/** The picked files that may go up: good ones while room is left, and the problems of the rest. */
export function splitPicked<F extends { name: string; type: string; size: number }>(
  files: F[],
  stored: number,
): { accepted: F[]; problems: ('wrong_type' | 'too_large' | 'over_limit')[] } {
  const accepted: F[] = [];
  const problems: ('wrong_type' | 'too_large' | 'over_limit')[] = [];
  for (const file of files) {
    const problem = checkProductImage(file);
    if (problem) problems.push(problem);
    else if (stored + accepted.length >= MAX_PRODUCT_IMAGES) problems.push('over_limit');
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
