import { describe, expect, it } from 'vitest';
import type { DialogRequest, DialogSettings } from '@/lib/dialogs';
import { DialogQueue } from './dialog-queue';

const never = new Promise<DialogSettings>(() => {});
const prompt = (): DialogRequest => ({ id: 'set-secpassword', settings: never, wait: false });
const popup = (): DialogRequest => ({ id: 'news-popup', settings: never, wait: true });
const ids = (queue: DialogQueue) => queue.take().map((shown) => shown.id);

describe('DialogQueue', () => {
  it('keeps the announcements back once the prompt is opened, before anything re-renders', () => {
    // The order seen in the browser when the announcements covered the prompt: both asked for,
    // the prompt's code first, the announcements' code just after it was opened.
    const queue = new DialogQueue();
    const required = prompt();
    const announcements = popup();
    queue.request(required);
    queue.request(announcements);
    expect(queue.loading).toBe(true);
    expect(ids(queue)).toEqual([]);

    queue.ready(required, { title: 'Security password' });
    expect(queue.loading).toBe(false);
    expect(queue.take()).toEqual([
      { id: 'set-secpassword', settings: { title: 'Security password' }, open: false },
    ]);
    queue.ready(announcements, { title: 'Announcements' });
    expect(ids(queue)).toEqual([]);
    expect(ids(queue)).toEqual([]);

    queue.closed('set-secpassword');
    expect(ids(queue)).toEqual(['news-popup']);
    expect(ids(queue)).toEqual([]);
  });

  it('the announcements wait while a required dialog is still loading', () => {
    const queue = new DialogQueue();
    const required = prompt();
    const announcements = popup();
    queue.request(announcements);
    queue.ready(announcements, {});
    queue.request(required);
    expect(ids(queue)).toEqual([]);
    queue.ready(required, {});
    expect(ids(queue)).toEqual(['set-secpassword']);
  });

  it('a required dialog comes on top of the open announcements', () => {
    const queue = new DialogQueue();
    const announcements = popup();
    queue.request(announcements);
    queue.ready(announcements, {});
    expect(ids(queue)).toEqual(['news-popup']);
    const required = prompt();
    queue.request(required);
    queue.ready(required, {});
    expect(ids(queue)).toEqual(['set-secpassword']);
  });

  it('one that could not load holds nothing up; one given up is not shown', () => {
    const queue = new DialogQueue();
    const required = prompt();
    const announcements = popup();
    queue.request(required);
    queue.request(announcements);
    queue.ready(announcements, {});
    queue.failed(required);
    expect(queue.loading).toBe(false);
    expect(ids(queue)).toEqual(['news-popup']);

    const wallet: DialogRequest = { id: 'wallet', settings: never, wait: false };
    queue.request(wallet);
    queue.cancel('wallet');
    queue.ready(wallet, {});
    expect(ids(queue)).toEqual([]);
  });

  it('a dialog asked for again while open is updated in place', () => {
    const queue = new DialogQueue();
    const first: DialogRequest = { id: 'wallet', settings: never, wait: false };
    queue.request(first);
    queue.ready(first, { title: 'Transfer' });
    expect(queue.take()).toEqual([{ id: 'wallet', settings: { title: 'Transfer' }, open: false }]);
    const again: DialogRequest = { id: 'wallet', settings: never, wait: false };
    queue.request(again);
    queue.ready(again, { title: 'Change wallet' });
    expect(queue.take()).toEqual([
      { id: 'wallet', settings: { title: 'Change wallet' }, open: true },
    ]);
  });
});
