import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';
import type { TFunction } from './i18n';

/**
 * The one place that shows messages (spec §8): danger for server codes, warning for transport
 * failures and expired sessions, each in a dialog to acknowledge; a success is a notification
 * that does not block the screen (the shell shows it, see `app/shell/deferred-message-dialog.tsx`).
 * Messages hold i18n keys (`ns:key`) so they are translated in the current language; `fallback`
 * is shown when a key has no translation.
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

/** The dialogs to acknowledge, one at a time, and the notifications not yet handed over. */
let queue: Message[] = [];
let notices: Message[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const sameAs = (message: Omit<Message, 'id'>) => (m: Message) =>
  m.type === message.type && m.text.key === message.text.key;

export function showMessage(message: Omit<Message, 'id'>) {
  if (message.type === 'success') {
    // A success does not stop the member: a notification, not a dialog.
    if (notices.some(sameAs(message))) return;
    notices = [...notices, { ...message, id: nextId++ }];
  } else {
    if (queue.some(sameAs(message))) return;
    queue = [...queue, { ...message, id: nextId++ }];
  }
  notify();
}

export function dismissMessage(id: number) {
  queue = queue.filter((m) => m.id !== id);
  notify();
}

export function useCurrentMessage(): Message | undefined {
  return useSyncExternalStore(subscribe, () => queue[0]);
}

/** The notifications waiting to be shown (the shell's notifications take them). */
export function usePendingNotices(): readonly Message[] {
  return useSyncExternalStore(subscribe, () => notices);
}

/** Hands the waiting notifications over to whoever shows them. */
export function takeNotices(): Message[] {
  const taken = notices;
  if (taken.length > 0) {
    notices = [];
    notify();
  }
  return taken;
}

/** A message's text in the current language (its fallback, else its key, when untranslated). */
export function translateMessage(t: TFunction, text: MessageText): string {
  return t(text.key, { ...text.values, defaultValue: text.fallback ?? text.key });
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
