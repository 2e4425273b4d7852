import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileCipher, isEncrypted, loadFileKey, parseFileKey } from './file-crypto.js';

const key = crypto.randomBytes(32);
const plain = Buffer.from('\xff\xd8\xff identity document bytes', 'latin1');

describe('fileCipher', () => {
  it('round-trips, with a fresh IV each time and no plaintext in the file', () => {
    const c = fileCipher(key);
    const a = c.encrypt(plain, 'kyc/a.jpg.enc');
    const b = c.encrypt(plain, 'kyc/a.jpg.enc');
    expect(a.equals(b)).toBe(false);
    expect(isEncrypted(a)).toBe(true);
    expect(a.includes(plain.subarray(4))).toBe(false);
    expect(c.decrypt(a, 'kyc/a.jpg.enc').equals(plain)).toBe(true);
  });
  it('refuses a changed byte, another file name, or another key', () => {
    const c = fileCipher(key);
    const stored = c.encrypt(plain, 'kyc/a.jpg.enc');
    const tampered = Buffer.from(stored);
    tampered[30] ^= 1;
    expect(() => c.decrypt(tampered, 'kyc/a.jpg.enc')).toThrow();
    expect(() => c.decrypt(stored, 'kyc/b.jpg.enc')).toThrow();
    expect(() => fileCipher(crypto.randomBytes(32)).decrypt(stored, 'kyc/a.jpg.enc')).toThrow(
      /another key/,
    );
  });
  it('reads a file stored before encryption as it is', () => {
    expect(fileCipher(key).decrypt(plain, 'receipts/old.png').equals(plain)).toBe(true);
  });
});

describe('file keys', () => {
  it('parses 64 hex digits or base64 of 32 bytes, nothing else', () => {
    expect(parseFileKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseFileKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseFileKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseFileKey('short')).toBeNull();
    expect(parseFileKey(crypto.randomBytes(16).toString('hex'))).toBeNull();
  });
  it('generates one private key file on first start and keeps it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-key-'));
    try {
      const first = loadFileKey(undefined, dir);
      const second = loadFileKey(undefined, dir);
      expect(first.key.equals(second.key)).toBe(true);
      const file = path.join(dir, 'file-encryption.key');
      expect(fs.statSync(file).mode & 0o077).toBe(0);
      expect(fs.readdirSync(dir)).toEqual(['file-encryption.key']);
      expect(loadFileKey(key.toString('hex'), dir).key.equals(key)).toBe(true);
      expect(() => loadFileKey('not-a-key', dir)).toThrow(/FILE_ENCRYPTION_KEY/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
