import { modals } from '@mantine/modals';
import { loadNamespaces } from '@/lib/i18n';

/** What `@mantine/modals` shows for a dialog: the `Modal`'s props and its content. */
export type DialogSettings = Omit<Parameters<typeof modals.open>[0], 'modalId'> & {
  'data-testid'?: string;
};

/** A dialog's loaded module: its settings for a payload, with the function that closes it. */
export type DialogView<P> = (payload: P, close: () => void) => DialogSettings;

/** A request to show a dialog, handled by the `ModalsProvider` of the shell once it is loaded. */
export interface DialogRequest {
  id: string;
  settings: Promise<DialogSettings>;
  /** Waits until no other dialog is open or on its way (the announcements popup). */
  wait: boolean;
}

interface Host {
  request: (request: DialogRequest) => void;
  cancel: (id: string) => void;
}

/** The shell's `ModalsProvider` once mounted; until then requests wait in `early`. */
let host: Host | undefined;
let early: DialogRequest[] = [];
/** Set by the shell's dialogs host: mounts the provider (its code loads with the first dialog). */
let mountHost: (() => void) | undefined;

/** Called by the shell: how to mount the provider; `undefined` when the shell unmounts. */
export function setMountHost(mount: (() => void) | undefined) {
  mountHost = mount;
  if (mount && early.length > 0) mount();
}

/** Called by the provider's host once it listens: takes over the requests made before. */
export function connectHost(next: Host | undefined): DialogRequest[] {
  host = next;
  const waiting = early;
  early = [];
  return waiting;
}

/** Whether the first request (before the provider's code is there) waits behind others. */
export function earlyRequestsWait(): boolean {
  return early.every((request) => request.wait);
}

function request(next: DialogRequest) {
  if (host) return host.request(next);
  early = [...early.filter((r) => r.id !== next.id), next];
  mountHost?.();
}

/**
 * A dialog of the app shell that any screen may open, shown by `@mantine/modals` (one `Modal` at
 * a time; the newest on top, the one below back when it closes). Its code and translations load
 * the first time it opens, so the first page load carries none of them; `wait` dialogs open only
 * when no other dialog is open or on its way (required ones come first).
 */
export function defineDialog<P = void>(options: {
  id: string;
  load: () => Promise<DialogView<P>>;
  namespaces: readonly string[];
  wait?: boolean;
}) {
  let view: Promise<DialogView<P>> | undefined;
  /** Forgets an open not done yet (code still loading, or waiting for its turn). */
  const cancel = () => {
    host?.cancel(options.id);
    early = early.filter((r) => r.id !== options.id);
  };
  const close = () => {
    cancel();
    modals.close(options.id);
  };
  return {
    open(payload: P) {
      view ??= Promise.all([options.load(), loadNamespaces(options.namespaces)]).then(
        ([loaded]) => loaded,
      );
      view.catch(() => {
        view = undefined;
      });
      const settings = view.then((loaded) => loaded(payload, close));
      request({ id: options.id, settings, wait: options.wait ?? false });
    },
    close,
    cancel,
  };
}
