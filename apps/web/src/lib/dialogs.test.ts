import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/i18n', () => ({ loadNamespaces: vi.fn(async () => {}) }));

// `@mantine/modals` talks to its provider through window events.
const events: { type: string; detail: unknown }[] = [];
const target = new EventTarget();
vi.stubGlobal('window', target);
target.addEventListener('mantine-modals:closeModal', (event) =>
  events.push({ type: 'closeModal', detail: (event as CustomEvent).detail }),
);

const { connectHost, defineDialog, earlyRequestsWait, setMountHost } = await import('./dialogs');
const { loadNamespaces } = await import('@/lib/i18n');

describe('shell dialogs', () => {
  beforeEach(() => {
    connectHost(undefined);
    setMountHost(undefined);
    events.length = 0;
  });

  it('asks for the provider on the first open, and hands it the request with its payload', async () => {
    const mount = vi.fn();
    setMountHost(mount);
    const load = vi.fn(async () => (payload: { ref: string }) => ({ title: payload.ref }));
    const dialog = defineDialog({ id: 'register', load, namespaces: ['member'] });
    expect(load).not.toHaveBeenCalled();

    dialog.open({ ref: 'R123' });
    expect(mount).toHaveBeenCalledTimes(1);
    expect(loadNamespaces).toHaveBeenCalledWith(['member']);
    const [request] = connectHost({ request: vi.fn(), cancel: vi.fn() });
    expect(request.id).toBe('register');
    expect(request.wait).toBe(false);
    expect(await request.settings).toEqual({ title: 'R123' });
  });

  it('mounts the provider when the shell comes after a request', () => {
    defineDialog({ id: 'kyc', load: async () => () => ({}), namespaces: [] }).open();
    const mount = vi.fn();
    setMountHost(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(connectHost({ request: vi.fn(), cancel: vi.fn() })).toHaveLength(1);
  });

  it('loads a dialog once, and passes the provider each later open', async () => {
    const load = vi.fn(async () => (tab: string) => ({ title: tab }));
    const dialog = defineDialog({ id: 'security-center', load, namespaces: [] });
    const request = vi.fn();
    connectHost({ request, cancel: vi.fn() });
    dialog.open('password');
    dialog.open('secpassword');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await request.mock.calls[1][0].settings).toEqual({ title: 'secpassword' });
  });

  it('a waiting dialog (the announcements) says so; close forgets an open not done yet', () => {
    const popup = defineDialog({
      id: 'news-popup',
      load: async () => () => ({}),
      namespaces: [],
      wait: true,
    });
    popup.open();
    expect(earlyRequestsWait()).toBe(true);
    popup.close();
    expect(connectHost({ request: vi.fn(), cancel: vi.fn() })).toEqual([]);
    expect(events).toEqual([{ type: 'closeModal', detail: 'news-popup' }]);
  });

  it('close cancels at the provider and closes the dialog by its id', () => {
    const cancel = vi.fn();
    connectHost({ request: vi.fn(), cancel });
    defineDialog({ id: 'wallet', load: async () => () => ({}), namespaces: [] }).close();
    expect(cancel).toHaveBeenCalledWith('wallet');
    expect(events).toEqual([{ type: 'closeModal', detail: 'wallet' }]);
  });

  it('the settings close the dialog they belong to', async () => {
    const request = vi.fn();
    connectHost({ request, cancel: vi.fn() });
    let close = () => {};
    defineDialog<void>({
      id: 'contact-us',
      load: async () => (_, done) => {
        close = done;
        return {};
      },
      namespaces: [],
    }).open();
    await request.mock.calls[0][0].settings;
    close();
    expect(events).toEqual([{ type: 'closeModal', detail: 'contact-us' }]);
  });
});
