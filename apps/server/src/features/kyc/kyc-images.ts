import type { CleanImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage.js';
import type { KycSubmission } from './parse-kyc-form.js';

/** The stored (encrypted) images of a submission, by storage key. */
export interface StoredKycImages {
  front: string;
  back: string;
  selfie: string | null;
}

export async function storeKycImages(
  storage: Storage,
  images: KycSubmission['images'],
): Promise<StoredKycImages> {
  const save = (image: CleanImage) => storage.save('kyc', image.bytes, image.type);
  const [front, back, selfie] = await Promise.all([
    save(images.ic_front),
    save(images.ic_back),
    images.selfie ? save(images.selfie) : null,
  ]);
  return { front, back, selfie };
}

export async function removeKycImages(storage: Storage, keys: StoredKycImages) {
  await Promise.all([keys.front, keys.back, keys.selfie].map((k) => k && storage.remove(k)));
}
