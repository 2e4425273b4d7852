import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error.js';

/**
 * Bytes by key, on a disk folder or in an S3 bucket: the one place that knows where files live.
 * Keys are relative paths (`kyc/<uuid>.jpg.enc`, `products/<uuid>-480.webp`); the caller decides
 * what the bytes are (encrypted or public) — a store never transforms them.
 */
export interface BlobStore {
  /** Where the files are, for messages (`/data/uploads`, `s3://bucket/uploads/`). */
  readonly where: string;
  put(
    key: string,
    bytes: Buffer,
    options: { contentType: string; public?: boolean },
  ): Promise<void>;
  /** The stored bytes; null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** A missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every key, in no particular order. */
  list(): AsyncIterable<string>;
}

/** A key the stores accept: relative, no `..`, no empty segment, plain characters. */
export function checkKey(key: string): string {
  const parts = key.split('/');
  if (
    key.length > 512 ||
    !/^[A-Za-z0-9._/-]+$/.test(key) ||
    parts.some((p) => p === '' || p === '.' || p === '..')
  )
    throw new AppError('NOT_FOUND');
  return key;
}

/** Keys as stored: on disk a Windows separator would differ; keys always use `/`. */
const toKey = (relative: string) => relative.split(path.sep).join('/');

/** Files under a folder (`DATA_DIR/uploads`, `DATA_DIR/public`): the default, one machine. */
export function diskBlobs(root: string): BlobStore {
  const base = path.resolve(root);
  const resolve = (key: string) => {
    const full = path.resolve(base, checkKey(key));
    if (!full.startsWith(base + path.sep)) throw new AppError('NOT_FOUND');
    return full;
  };
  async function* walk(dir: string): AsyncIterable<string> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield toKey(path.relative(base, full));
    }
  }
  return {
    where: base,
    async put(key, bytes, options) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      await fs.writeFile(full, bytes, { mode: options.public ? 0o644 : 0o600 });
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async has(key) {
      try {
        return (await fs.stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
    list: () => walk(base),
  };
}
