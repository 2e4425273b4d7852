import { useSyncExternalStore } from 'react';

/**
 * A dialog of the app shell that any screen may open: `open(payload)`, `close()`, and
 * `useModal()` for the dialog itself (null while closed).
 */
export function createModalStore<P = true>() {
  let state: P | null = null;
  const listeners = new Set<() => void>();
  const set = (next: P | null) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    open: (payload: P) => set(payload),
    close: () => set(null),
    useModal: () =>
      useSyncExternalStore(
        (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        () => state,
      ),
  };
}
