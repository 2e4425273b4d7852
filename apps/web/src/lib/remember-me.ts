import { storageKeys } from './storage-keys';

export interface RememberedLogin {
  username: string;
  password: string;
}

/** Spec §4: remember-me stores, or clears, the username and password in localStorage. */
export function getRememberedLogin(): RememberedLogin | null {
  const username = localStorage.getItem(storageKeys.rememberUsername);
  const password = localStorage.getItem(storageKeys.rememberPassword);
  return username === null ? null : { username, password: password ?? '' };
}

export function saveRememberedLogin(login: RememberedLogin | null) {
  if (login) {
    localStorage.setItem(storageKeys.rememberUsername, login.username);
    localStorage.setItem(storageKeys.rememberPassword, login.password);
  } else {
    localStorage.removeItem(storageKeys.rememberUsername);
    localStorage.removeItem(storageKeys.rememberPassword);
  }
}
