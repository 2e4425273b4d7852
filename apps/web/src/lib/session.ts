import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys';

/**
 * The login token and user id live in localStorage (spec §4). Components subscribe through
 * `useToken` so logging out re-renders the shell without a reload.
 */
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function setSession(token: string, userId: number) {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.userId, String(userId));
  emit();
}

export function clearSession() {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.userId);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.token || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken);
}
