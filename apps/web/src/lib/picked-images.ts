/**
 * Pictures an administrator picks for a product or a hotel: JPG, PNG or WebP of at most 5 MB (the
 * server checks the bytes too), up to a number per product or hotel, the first being the cover.
 * Problems are keys of the screen's `pictures.*` texts.
 */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type PictureProblem = 'wrong_type' | 'too_large' | 'over_limit';

/** By declared type (or name when the browser gives none) and size. */
export function checkPicture(file: {
  name: string;
  type: string;
  size: number;
}): 'wrong_type' | 'too_large' | null {
  const typeOk = file.type
    ? PICTURE_TYPES.includes(file.type)
    : /\.(jpe?g|png|webp)$/i.test(file.name);
  if (!typeOk || file.size === 0) return 'wrong_type';
  if (file.size > PICTURE_MAX_BYTES) return 'too_large';
  return null;
}

/**
 * The picked files that may go up: good ones while room is left (`stored` of at most `max`), and
 * the problems of the rest, each named once.
 */
export function splitPicked<F extends { name: string; type: string; size: number }>(
  files: F[],
  stored: number,
  max: number,
): { accepted: F[]; problems: PictureProblem[] } {
  const accepted: F[] = [];
  const problems: PictureProblem[] = [];
  for (const file of files) {
    const problem = checkPicture(file);
    if (problem) problems.push(problem);
    else if (stored + accepted.length >= max) problems.push('over_limit');
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
