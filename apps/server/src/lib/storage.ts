import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.js';
import type { BlobStore } from './blob-store.js';
import type { FileCipher } from './file-crypto.js';

export type ImageType = 'jpg' | 'png';

/** The image type by its first bytes — never by the file name. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  return null;
}

export interface Storage {
  /** Saves a private file; returns its storage key (a relative path). */
  save(folder: string, bytes: Buffer, ext: string): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes a file (a save whose database row was refused); a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/**
 * Private files (identity images, receipts, ticket pictures) encrypted with `cipher` (AES-256-GCM,
 * see file-crypto) before they reach the store — `DATA_DIR/uploads` or the bucket's `uploads/`:
 * the bucket only ever holds `RKE1` bytes. Keys never leave the server and are never served
 * statically. A file stored before encryption existed is still read.
 */
export function encryptedStorage(blobs: BlobStore, cipher: FileCipher): Storage {
  return {
    async save(folder, bytes, ext) {
      const key = `${folder}/${crypto.randomUUID()}.${ext}.enc`;
      await blobs.put(key, cipher.encrypt(bytes, key), {
        contentType: 'application/octet-stream',
      });
      return key;
    },
    async remove(key) {
      await blobs.remove(key);
    },
    async read(key) {
      const stored = await blobs.get(key);
      if (!stored) throw new AppError('NOT_FOUND');
      return cipher.decrypt(stored, key);
    },
  };
}

/** Sends a private image (receipt, identity document) that must never be cached by a proxy. */
export async function sendPrivateImage(
  reply: FastifyReply,
  storage: Storage,
  key: string | null | undefined,
) {
  if (!key) throw new AppError('NOT_FOUND');
  const bytes = await storage.read(key);
  return reply
    .type(/\.png(\.enc)?$/.test(key) ? 'image/png' : 'image/jpeg')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
