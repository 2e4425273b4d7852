import type { BlobStore } from '../../lib/blob-store.js';
import { type FileCipher, isEncrypted } from '../../lib/file-crypto.js';
import { contentTypeOf, type FileArea } from '../../lib/file-stores.js';

export interface CopyReport {
  area: FileArea;
  /** Files written to the target. */
  copied: number;
  /** Files the target had already (a second run copies none). */
  present: number;
  /** Private files from before encryption existed, encrypted on the way. */
  encrypted: number;
  /** Private files encrypted with another key than the configured one: not copied. */
  otherKey: string[];
}

/**
 * Copies one area's files from `from` (a DATA_DIR folder) to `to` (the bucket), keeping each key,
 * so the rows that name them stay true. Names are random and never reused, so a file the target
 * has already is skipped: running it again (after an interruption) copies only what is missing.
 * Private files leave the process encrypted: one stored before encryption existed is encrypted on
 * the way, and one encrypted with another key is refused (it could not be read afterwards).
 */
export async function copyArea(
  area: FileArea,
  from: BlobStore,
  to: BlobStore,
  cipher: FileCipher,
): Promise<CopyReport> {
  const report: CopyReport = { area, copied: 0, present: 0, encrypted: 0, otherKey: [] };
  for await (const key of from.list()) {
    if (await to.has(key)) {
      report.present++;
      continue;
    }
    let bytes = await from.get(key);
    if (!bytes) continue;
    if (area === 'uploads') {
      if (!isEncrypted(bytes)) {
        bytes = cipher.encrypt(bytes, key);
        report.encrypted++;
      } else if (!bytes.subarray(4, 8).equals(cipher.keyId)) {
        report.otherKey.push(key);
        continue;
      }
    }
    await to.put(key, bytes, { contentType: contentTypeOf(area, key), public: area === 'public' });
    report.copied++;
  }
  return report;
}
