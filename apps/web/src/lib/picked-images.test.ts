import { MAX_PRODUCT_IMAGES } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkPicture, moveImage, splitPicked } from './picked-images';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('product pictures', () => {
  it('takes JPG, PNG and WebP up to 5 MB', () => {
    expect(checkPicture(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPicture(file('a.webp', 'image/webp'))).toBeNull();
    expect(checkPicture(file('a.webp', ''))).toBeNull();
    expect(checkPicture(file('a.gif', 'image/gif'))).toBe('wrong_type');
    expect(checkPicture(file('a.png', 'image/png', 0))).toBe('wrong_type');
    expect(checkPicture(file('a.png', 'image/png', 5 * 1024 * 1024 + 1))).toBe('too_large');
  });

  it('keeps to ten pictures and names each problem once', () => {
    const picked = [
      file('1.png', 'image/png'),
      file('x.pdf', 'application/pdf'),
      file('2.png', 'image/png'),
      file('3.png', 'image/png'),
      file('y.pdf', 'application/pdf'),
    ];
    const { accepted, problems } = splitPicked(picked, 8, MAX_PRODUCT_IMAGES);
    expect(accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(problems).toEqual(['wrong_type', 'over_limit']);
  });

  it('moves a picture up or down, never past an end', () => {
    expect(moveImage([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveImage([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moveImage([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveImage([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
