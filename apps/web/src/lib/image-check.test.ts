import { KYC_IMAGE_MAX_BYTES } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkImageFile, checkImageMeta, hasImageSignature, sizeLabel } from './image-check';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

const file = (bytes: number[], name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('KYC image pre-checks', () => {
  it('accepts JPG, JPEG and PNG by declared type, or by name when the type is unknown', () => {
    expect(checkImageMeta({ name: 'front.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkImageMeta({ name: 'back.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(checkImageMeta({ name: 'scan.jpeg', type: '', size: 1000 })).toBeNull();
  });

  it('refuses other types, whatever the name says', () => {
    expect(checkImageMeta({ name: 'front.heic', type: 'image/heic', size: 1000 })).toBe(
      'kyc:image.wrong_type',
    );
    expect(checkImageMeta({ name: 'front.jpg', type: 'application/pdf', size: 1000 })).toBe(
      'kyc:image.wrong_type',
    );
    expect(checkImageMeta({ name: 'front.gif', type: '', size: 1000 })).toBe(
      'kyc:image.wrong_type',
    );
    expect(checkImageMeta({ name: 'empty.png', type: 'image/png', size: 0 })).toBe(
      'kyc:image.wrong_type',
    );
  });

  it('refuses an image over 5 MB, and takes one of exactly 5 MB', () => {
    const at = (size: number) => checkImageMeta({ name: 'a.jpg', type: 'image/jpeg', size });
    expect(at(KYC_IMAGE_MAX_BYTES)).toBeNull();
    expect(at(KYC_IMAGE_MAX_BYTES + 1)).toBe('kyc:image.too_large');
  });

  it('knows JPEG and PNG by their first bytes', () => {
    expect(hasImageSignature(new Uint8Array(JPEG))).toBe(true);
    expect(hasImageSignature(new Uint8Array(PNG))).toBe(true);
    expect(hasImageSignature(new Uint8Array(PDF))).toBe(false);
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8]))).toBe(false);
    expect(hasImageSignature(new Uint8Array(PNG.slice(0, 7)))).toBe(false);
  });

  it('checks a real file by its bytes: a renamed PDF is refused', async () => {
    await expect(checkImageFile(file(JPEG, 'front.jpg', 'image/jpeg'))).resolves.toBeNull();
    await expect(checkImageFile(file(PNG, 'back.png', 'image/png'))).resolves.toBeNull();
    await expect(checkImageFile(file(PDF, 'front.jpg', 'image/jpeg'))).resolves.toBe(
      'kyc:image.wrong_type',
    );
  });

  it('labels sizes in KB under 1 MB, else in MB', () => {
    expect(sizeLabel(200)).toBe('1 KB');
    expect(sizeLabel(320 * 1024)).toBe('320 KB');
    expect(sizeLabel(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});
