import { describe, expect, it } from 'vitest';
import {
  checkNewsImage,
  checkNewsImageMeta,
  fileSizeLabel,
  hasNewsImageSignature,
  NEWS_IMAGE_MAX_BYTES,
} from './news-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

describe('news picture checks', () => {
  it('takes JPG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkNewsImageMeta({ name: 'a', type, size: 1000 })).toBeNull();
    }
    expect(checkNewsImageMeta({ name: 'a.webp', type: '', size: 1000 })).toBeNull();
    expect(
      checkNewsImageMeta({ name: 'a.png', type: 'image/png', size: NEWS_IMAGE_MAX_BYTES }),
    ).toBeNull();
  });

  it('refuses other types, empty files and larger ones', () => {
    expect(checkNewsImageMeta({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('wrong_type');
    expect(checkNewsImageMeta({ name: 'a.heic', type: '', size: 10 })).toBe('wrong_type');
    expect(checkNewsImageMeta({ name: 'a.png', type: 'image/png', size: 0 })).toBe('wrong_type');
    expect(
      checkNewsImageMeta({ name: 'a.png', type: 'image/png', size: NEWS_IMAGE_MAX_BYTES + 1 }),
    ).toBe('too_large');
  });

  it('knows the three formats by their first bytes', () => {
    expect(hasNewsImageSignature(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(hasNewsImageSignature(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(hasNewsImageSignature(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBP')))).toBe(true);
    expect(hasNewsImageSignature(bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')))).toBe(
      false,
    );
    expect(hasNewsImageSignature(bytes(...ascii('GIF89a')))).toBe(false);
  });

  it('refuses a file named as a picture that is not one', async () => {
    const fake = new File([new Uint8Array(ascii('<html></html>'))], 'x.png', {
      type: 'image/png',
    });
    expect(await checkNewsImage(fake)).toBe('wrong_type');
    const png = new File([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)], 'x.png', {
      type: 'image/png',
    });
    expect(await checkNewsImage(png)).toBeNull();
  });
});

describe('fileSizeLabel', () => {
  it('shows kilobytes below a megabyte and megabytes with one decimal above', () => {
    expect(fileSizeLabel(300, 'en')).toBe('1 kB');
    expect(fileSizeLabel(320 * 1024, 'en')).toBe('320 kB');
    expect(fileSizeLabel(1.44 * 1024 * 1024, 'en')).toBe('1.4 MB');
  });
});
