import type { S3Client } from '@aws-sdk/client-s3';
import { type BlobStore, diskBlobs } from './blob-store.js';
import type { Config } from './config.js';
import { type FileCipher, fileCipher, loadFileKey } from './file-crypto.js';
import { type S3Settings, s3Blobs, s3Client } from './s3-blobs.js';
import { encryptedStorage, type Storage } from './storage.js';

/** The two areas of files: private (encrypted) uploads, and public pictures served under /media/. */
export type FileArea = 'uploads' | 'public';
export const fileAreas: readonly FileArea[] = ['uploads', 'public'];

type AreaSettings = Partial<S3Settings> & Pick<Config, 'uploadsDir' | 'publicDir'>;

const clients = new WeakMap<object, S3Client>();
/** One S3 client per configuration object, shared by its areas. */
function clientFor(settings: AreaSettings & S3Settings): S3Client {
  let client = clients.get(settings);
  if (!client) {
    client = s3Client(settings);
    clients.set(settings, client);
  }
  return client;
}

/**
 * Where an area's files live: the bucket's `uploads/` or `public/` when `S3_BUCKET` is set (every
 * instance sees the same files), otherwise `DATA_DIR/uploads` or `DATA_DIR/public`.
 */
export function areaStore(settings: AreaSettings, area: FileArea): BlobStore {
  if (settings.S3_BUCKET)
    return s3Blobs(
      clientFor(settings as AreaSettings & S3Settings),
      settings.S3_BUCKET,
      `${area}/`,
    );
  return diskBlobs(area === 'uploads' ? settings.uploadsDir : settings.publicDir);
}

/** The area on this machine's disk, whatever the configuration says (storage:copy-to-s3 reads it). */
export const diskArea = (settings: AreaSettings, area: FileArea): BlobStore =>
  diskBlobs(area === 'uploads' ? settings.uploadsDir : settings.publicDir);

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };
/** What a stored file is: private files are opaque (encrypted); pictures by their extension. */
export const contentTypeOf = (area: FileArea, key: string) =>
  area === 'uploads'
    ? 'application/octet-stream'
    : (TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream');

/** The private files' cipher, from `FILE_ENCRYPTION_KEY` or `DATA_DIR/file-encryption.key`. */
export function loadCipher(config: Pick<Config, 'FILE_ENCRYPTION_KEY' | 'DATA_DIR'>): FileCipher {
  return fileCipher(loadFileKey(config.FILE_ENCRYPTION_KEY, config.DATA_DIR).key);
}

/** The private files of this configuration, encrypted before they leave the process. */
export function privateStorage(config: Config, cipher = loadCipher(config)): Storage {
  return encryptedStorage(areaStore(config, 'uploads'), cipher);
}

/** The public pictures of this configuration (news, banners, product pictures). */
export const mediaStore = (settings: AreaSettings): BlobStore => areaStore(settings, 'public');
