import type { DialogRequest, DialogSettings } from '@/lib/dialogs';

interface Pending {
  request: DialogRequest;
  /** Its settings once its code and texts are there. */
  settings?: DialogSettings;
}

/** A dialog to show now: its id and what `@mantine/modals` opens (or updates, when `open`). */
export interface ToShow {
  id: string;
  settings: DialogSettings;
  /** Already on screen: its settings replace the shown ones. */
  open: boolean;
}

/**
 * Which of the requested dialogs to show, and when: a required one as soon as its code is there
 * (on top of any open one); a waiting one (the announcements) only once no dialog is open or on
 * its way, so required dialogs come first.
 *
 * It keeps what it opened itself, as it opens it and as its `onClose` reports it gone, rather
 * than reading the provider's list of open modals: that list is only as new as the provider's
 * last render, and on Preact a render of the host could come before the provider's after an
 * open. The security-password prompt was opened, the list still read empty, and the
 * announcements were opened on top of it (seen on a loaded CI machine, about every other run of
 * `e2e/phone-dialogs` with the clock at 22:52 in Kuala Lumpur).
 */
export class DialogQueue {
  private pending: Pending[] = [];
  private readonly open = new Set<string>();

  /** A new request replaces an earlier one of the same dialog not shown yet. */
  request(request: DialogRequest) {
    this.pending = [...this.pending.filter((p) => p.request.id !== request.id), { request }];
  }

  /** Its code and texts are there. */
  ready(request: DialogRequest, settings: DialogSettings) {
    this.pending = this.pending.map((p) => (p.request === request ? { ...p, settings } : p));
  }

  /** It could not load (its code did not come): forgotten, so it holds nothing up. */
  failed(request: DialogRequest) {
    this.pending = this.pending.filter((p) => p.request !== request);
  }

  /** An open not done yet is given up (the dialog was closed before it came). */
  cancel(id: string) {
    this.pending = this.pending.filter((p) => p.request.id !== id);
  }

  /** The provider closed it (its own button, a `close()`, or all of them at once). */
  closed(id: string) {
    this.open.delete(id);
  }

  /** Whether a required dialog is still loading (the spinner shows meanwhile). */
  get loading(): boolean {
    return this.pending.some((p) => !p.request.wait && !p.settings);
  }

  /** The dialogs to show now, in order, counted as open from here on. */
  take(): ToShow[] {
    const shown: ToShow[] = [];
    const show = (request: DialogRequest, settings: DialogSettings) => {
      shown.push({ id: request.id, settings, open: this.open.has(request.id) });
      this.open.add(request.id);
      this.pending = this.pending.filter((p) => p.request !== request);
    };
    for (const { request, settings } of [...this.pending]) {
      if (settings && !request.wait) show(request, settings);
    }
    for (const { request, settings } of [...this.pending]) {
      if (settings && request.wait && this.open.size === 0 && !this.loading)
        show(request, settings);
    }
    return shown;
  }
}
