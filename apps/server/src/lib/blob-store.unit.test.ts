import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkKey, diskBlobs } from './blob-store.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rangkai-blobs-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('blob store keys', () => {
  it('takes plain relative keys only', () => {
    expect(checkKey('kyc/0f8e-1.jpg.enc')).toBe('kyc/0f8e-1.jpg.enc');
    for (const bad of [
      '../secret',
      'kyc/../../x',
      '/etc/passwd',
      'a//b',
      'a/./b',
      'a\\b',
      'é.png',
      '',
    ])
      expect(() => checkKey(bad), bad).toThrow();
  });

  it('on disk: writes, lists nested keys with /, reads back, and never leaves its folder', async () => {
    const store = diskBlobs(path.join(root, 'uploads'));
    fs.writeFileSync(path.join(root, 'outside.txt'), 'outside');
    await store.put('kyc/a.jpg.enc', Buffer.from('one'), { contentType: 'x' });
    await store.put('news/b.webp', Buffer.from('two'), { contentType: 'x', public: true });
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys.sort()).toEqual(['kyc/a.jpg.enc', 'news/b.webp']);
    expect((await store.get('kyc/a.jpg.enc'))?.toString()).toBe('one');
    expect(await store.has('kyc/missing')).toBe(false);
    expect(await store.get('kyc/missing')).toBeNull();
    expect(await store.get('../outside.txt')).toBeNull();
    await expect(
      store.put('../outside.txt', Buffer.from('x'), { contentType: 'x' }),
    ).rejects.toThrow();
    expect(fs.readFileSync(path.join(root, 'outside.txt'), 'utf8')).toBe('outside');
    expect(fs.statSync(path.join(root, 'uploads/kyc/a.jpg.enc')).mode & 0o777).toBe(0o600);
    await store.remove('kyc/a.jpg.enc');
    await store.remove('kyc/a.jpg.enc');
    expect(await store.has('kyc/a.jpg.enc')).toBe(false);
  });
});
