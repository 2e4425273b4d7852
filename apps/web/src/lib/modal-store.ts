import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

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

/** The shell's dialogs open now: one dialog at a time, so a popup waits until there is none. */
const openDialogs = new Set<object>();
const openListeners = new Set<() => void>();

function changed() {
  for (const listener of openListeners) listener();
}

/** Counts the calling dialog among the open ones while `opened` (before the screen is painted). */
export function useReportOpenDialog(opened: boolean) {
  const [self] = useState(() => ({}));
  useLayoutEffect(() => {
    if (!opened) return;
    openDialogs.add(self);
    changed();
    return () => {
      openDialogs.delete(self);
      changed();
    };
  }, [opened, self]);
}

/** Whether any dialog of the shell (a `DeferredDialog`) is open. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    () => openDialogs.size > 0,
  );
}
