import { beforeEach, describe, expect, it } from 'vitest';
import { getRememberedUsername, saveRememberedUsername } from './remember-me';
import { storageKeys } from './storage-keys';

/**
 * A Storage with localStorage's methods (unit tests run in Node, which has none), holding
 * `entries` as a browser profile left them.
 */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(entries));
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
    // A profile an older version left behind: the username and its legacy key (the app itself
    // never writes that key; the entry is there, whatever it holds).
    globalThis.localStorage = memoryStorage({
      remember_username: 'alice',
      [storageKeys.legacyRememberPassword]: '',
    });
    expect(localStorage.getItem(storageKeys.legacyRememberPassword)).not.toBeNull();
    expect(getRememberedUsername()).toBe('alice');
    expect(localStorage.getItem(storageKeys.legacyRememberPassword)).toBeNull();
    saveRememberedUsername(null);
    expect(getRememberedUsername()).toBeNull();
  });
});
