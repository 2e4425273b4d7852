import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

/**
 * The one place that shows message dialogs (spec §8): danger for server codes, warning for
 * transport failures and expired sessions. Messages hold i18n keys (`ns:key`) so the dialog
 * translates them in the current language; `fallback` is shown when a key has no translation.
 */
export type MessageType = 'danger' | 'warning' | 'success' | 'info';

export interface MessageText {
  key: string;
  values?: Record<string, string | number>;
  fallback?: string;
}

export interface Message {
  id: number;
  type: MessageType;
  title?: MessageText;
  text: MessageText;
  /** Field errors of a VALIDATION_ERROR: the field name and its translated code. */
  details?: { field: string; text: MessageText }[];
}

let queue: Message[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: Message[]) {
  queue = next;
  for (const listener of listeners) listener();
}

export function showMessage(message: Omit<Message, 'id'>) {
  if (queue.some((m) => m.type === message.type && m.text.key === message.text.key)) return;
  setQueue([...queue, { ...message, id: nextId++ }]);
}

export function dismissMessage(id: number) {
  setQueue(queue.filter((m) => m.id !== id));
}

export function useCurrentMessage(): Message | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}

export function showSuccess(key: string, values?: Record<string, string | number>) {
  showMessage({ type: 'success', text: { key, values } });
}

/** "Coming soon" notice for entries whose dialogs are not built yet. */
export function showComingSoon() {
  showMessage({
    type: 'info',
    title: { key: 'common:coming_soon.title' },
    text: { key: 'common:coming_soon.text' },
  });
}

/** Turns any thrown value into the right dialog (spec §8). */
export function showError(error: unknown) {
  if (!isApiError(error)) {
    console.error(error);
    showMessage({ type: 'warning', text: { key: 'errors:internalError' } });
    return;
  }
  if (error.isUnauthorized) {
    showMessage({ type: 'warning', text: { key: 'errors:unauthorized' } });
  } else if (error.isTransportFailure) {
    showMessage({ type: 'warning', text: { key: 'errors:internalError' } });
  } else {
    const details = Object.entries(error.fieldErrors).map(([field, code]) => ({
      field,
      text: { key: `errors:${code}`, fallback: code },
    }));
    showMessage({
      type: 'danger',
      text: { key: `errors:${error.code}`, fallback: error.code },
      details: details.length > 0 ? details : undefined,
    });
  }
}
