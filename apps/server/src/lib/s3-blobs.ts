import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store.js';
import { checkKey } from './blob-store.js';
import type { Config } from './config.js';

/** Public pictures have random names, so any copy (a CDN in front of the bucket) may keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The S3 variables of the configuration (see config.ts; `S3_BUCKET` set means object storage). */
export type S3Settings = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * One client per process: the AWS SDK v3 S3 client on `S3_ENDPOINT` (any S3-compatible service;
 * AWS itself when unset). Without an access key the SDK's own chain is used (instance role, …).
 */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.S3_REGION,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
}

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  status(err) === 404 || ['NoSuchKey', 'NotFound'].includes((err as Error).name);

/**
 * Objects under `prefix` (`uploads/`, `public/`) of one bucket: the same keys as on disk, so a
 * folder copied into the bucket (storage:copy-to-s3) is read as it was.
 */
export function s3Blobs(client: S3Client, bucket: string, prefix: string): BlobStore {
  const full = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    where: `s3://${bucket}/${prefix}`,
    async put(key, bytes, options) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: full(key),
          Body: bytes,
          ContentType: options.contentType,
          CacheControl: options.public ? IMMUTABLE : 'private, no-store',
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: full(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? [])
          if (object.Key && !object.Key.endsWith('/')) yield object.Key.slice(prefix.length);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
