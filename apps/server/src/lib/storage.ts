import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.js';
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
 * Files under `DATA_DIR/uploads`, encrypted with `cipher` (AES-256-GCM, see file-crypto); keys
 * never leave the server and are never served statically. A file stored before encryption existed
 * is still read.
 */
export function diskStorage(root: string, cipher: FileCipher): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new AppError('NOT_FOUND');
    return full;
  };
  return {
    async save(folder, bytes, ext) {
      const key = path.join(folder, `${crypto.randomUUID()}.${ext}.enc`);
      await fs.mkdir(path.dirname(resolve(key)), { recursive: true });
      await fs.writeFile(resolve(key), cipher.encrypt(bytes, key), { mode: 0o600 });
      return key;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async read(key) {
      let stored: Buffer;
      try {
        stored = await fs.readFile(resolve(key));
      } catch {
        throw new AppError('NOT_FOUND');
      }
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
