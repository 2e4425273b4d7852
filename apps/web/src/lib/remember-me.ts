import { storageKeys } from './storage-keys';

/**
 * "Remember me" keeps the username only: a password never goes into browser storage. A password
 * an older version stored (`remember_password`) is removed the next time the login form reads.
 */
export function getRememberedUsername(): string | null {
  localStorage.removeItem(storageKeys.legacyRememberPassword);
  return localStorage.getItem(storageKeys.rememberUsername);
}

export function saveRememberedUsername(username: string | null) {
  if (username === null) localStorage.removeItem(storageKeys.rememberUsername);
  else localStorage.setItem(storageKeys.rememberUsername, username);
}
