import { useSyncExternalStore } from 'react';
import { storageKeys } from '@/lib/storage-keys';

/**
 * The back-office token lives in its own localStorage key, apart from the member's: logging in
 * or out of one never touches the other.
 */
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getAdminToken(): string | null {
  return localStorage.getItem(storageKeys.adminToken);
}

export function setAdminToken(token: string) {
  localStorage.setItem(storageKeys.adminToken, token);
  emit();
}

export function clearAdminToken() {
  localStorage.removeItem(storageKeys.adminToken);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.adminToken || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, getAdminToken);
}
