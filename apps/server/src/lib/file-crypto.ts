import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Private files encrypted at rest (AES-256-GCM): `RKE1`, a 4-byte key id, a 12-byte random IV, the
 * ciphertext and the 16-byte tag. The file's storage key is the additional authenticated data, so
 * a file copied over another one's name does not decrypt either.
 */
const MAGIC = Buffer.from('RKE1');
const HEADER = MAGIC.length + 4 + 12;
const TAG = 16;

export interface FileCipher {
  /** First bytes of the key's SHA-256: tells which key a file needs, without revealing it. */
  keyId: Buffer;
  encrypt(plain: Buffer, aad: string): Buffer;
  /** Plain bytes; a file without the header (written before encryption existed) is returned as is. */
  decrypt(stored: Buffer, aad: string): Buffer;
}

export function isEncrypted(bytes: Buffer): boolean {
  return bytes.length >= HEADER + TAG && bytes.subarray(0, MAGIC.length).equals(MAGIC);
}

export function fileCipher(key: Buffer): FileCipher {
  if (key.length !== 32) throw new Error('FILE_ENCRYPTION_KEY must be 32 bytes');
  const keyId = crypto.createHash('sha256').update(key).digest().subarray(0, 4);
  return {
    keyId,
    encrypt(plain, aad) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([MAGIC, keyId, iv, body, cipher.getAuthTag()]);
    },
    decrypt(stored, aad) {
      if (!isEncrypted(stored)) return stored;
      const id = stored.subarray(MAGIC.length, MAGIC.length + 4);
      if (!id.equals(keyId))
        throw new Error(`file was encrypted with another key (key id ${id.toString('hex')})`);
      const iv = stored.subarray(MAGIC.length + 4, HEADER);
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(stored.subarray(stored.length - TAG));
      return Buffer.concat([
        decipher.update(stored.subarray(HEADER, stored.length - TAG)),
        decipher.final(),
      ]);
    },
  };
}

/** A key from configuration: 64 hex digits or base64 (standard or url-safe) of 32 bytes. */
export function parseFileKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

/**
 * The file encryption key: `FILE_ENCRYPTION_KEY` when set, otherwise `<DATA_DIR>/file-encryption.key`,
 * generated on first start (mode 0600, linked into place whole, so two processes starting
 * together agree on one key). Losing the key makes every identity image unreadable: back it up apart from
 * the uploads.
 */
export function loadFileKey(
  configured: string | undefined,
  dataDir: string,
): { key: Buffer; source: string } {
  if (configured) {
    const key = parseFileKey(configured);
    if (!key) throw new Error('FILE_ENCRYPTION_KEY must be 32 bytes as 64 hex digits or base64');
    return { key, source: 'FILE_ENCRYPTION_KEY' };
  }
  const file = path.join(dataDir, 'file-encryption.key');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under a temporary name, then linked into place: a process starting at the
    // same moment either links first or reads the complete key the other linked.
    const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }
  const key = parseFileKey(fs.readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
  return { key, source: file };
}
