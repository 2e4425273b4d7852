import { beforeEach, describe, expect, it } from 'vitest';
import { getRememberedUsername, saveRememberedUsername } from './remember-me';
import { storageKeys } from './storage-keys';

/** A Storage with localStorage's methods (unit tests run in Node, which has none). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('remember me', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
  });

  it('keeps the username and never a password', () => {
    saveRememberedUsername('alice');
    expect(getRememberedUsername()).toBe('alice');
    const values = Array.from({ length: localStorage.length }, (_, i) =>
      localStorage.getItem(localStorage.key(i) as string),
    );
    expect(values).toEqual(['alice']);
  });

  it('removes a password an older version stored, and forgets the username when unticked', () => {
    localStorage.setItem('remember_username', 'alice');
    // What an older version left behind (the app itself never writes this key): any value.
    localStorage.setItem(storageKeys.legacyRememberPassword, 'left-by-an-older-version');
    expect(getRememberedUsername()).toBe('alice');
    expect(localStorage.getItem(storageKeys.legacyRememberPassword)).toBeNull();
    saveRememberedUsername(null);
    expect(getRememberedUsername()).toBeNull();
  });
});
