import { describe, expect, it, vi } from 'vitest';
import { createI18n, interpolate, type Resources } from './core';

const files: Record<string, Record<string, Resources>> = {
  en: {
    common: {
      hello: 'Hello {{name}}',
      nested: { deep: { key: 'Deep' } },
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      only_other_other: '{{count}} things',
      markup: 'Say <b>{{what}}</b>',
    },
    wallet: { title: 'Wallet', shared: 'from wallet' },
    orders: { title: 'Orders', shared: 'from orders' },
  },
  ko: {
    common: { item_other: '항목 {{count}}개', hello: '안녕 {{name}}' },
    wallet: { title: '지갑' },
    orders: { title: '주문' },
  },
  ms: { common: { hello: 'Helo {{name}}' }, wallet: { title: 'Dompet' } },
};

function fakeLoader() {
  const load = vi.fn(async (language: string, namespace: string) => {
    const resources = files[language]?.[namespace];
    if (!resources) throw new Error(`no ${language}/${namespace}`);
    return resources;
  });
  return load;
}

async function ready(language = 'en', namespaces = ['common', 'wallet', 'orders']) {
  const load = fakeLoader();
  const i18n = createI18n({ language, load, namespaces: ['common', 'wallet', 'orders'] });
  await i18n.loadNamespaces(namespaces);
  return { i18n, load };
}

describe('t', () => {
  it('interpolates values without escaping and keeps a placeholder with no value', async () => {
    const { i18n } = await ready();
    expect(i18n.t('hello', { name: '<Ana & Bo>' })).toBe('Hello <Ana & Bo>');
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('hello', { name: null })).toBe('Hello ');
    expect(i18n.t('hello', { replace: { name: 'Ana' } })).toBe('Hello Ana');
    expect(interpolate('{{ a.b }}/{{c}}', { a: { b: 1 }, c: 0 })).toBe('1/0');
  });

  it('reads nested keys, namespace prefixes and options.ns', async () => {
    const { i18n } = await ready();
    expect(i18n.t('nested.deep.key')).toBe('Deep');
    expect(i18n.t('wallet:title')).toBe('Wallet');
    expect(i18n.t('title', { ns: 'orders' })).toBe('Orders');
    expect(i18n.getFixedT('en', 'wallet')('title')).toBe('Wallet');
    expect(i18n.getFixedT('en', 'wallet')('common:hello', { name: 'x' })).toBe('Hello x');
    // A list of namespaces is searched in order.
    expect(i18n.getFixedT('en', ['orders', 'wallet'])('shared')).toBe('from orders');
    expect(i18n.getFixedT('en', ['common', 'wallet'])('shared')).toBe('from wallet');
    // The same language and namespaces give the same function (stable across renders).
    expect(i18n.getFixedT('en', 'wallet')).toBe(i18n.getFixedT('en', 'wallet'));
  });

  it('returns the key when missing, else the default value (interpolated)', async () => {
    const { i18n } = await ready();
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('wallet:nothing')).toBe('nothing');
    expect(i18n.t('nested.deep')).toBe('nested.deep');
    expect(i18n.t('Network error: try again')).toBe('Network error: try again');
    expect(i18n.t('missing', { defaultValue: 'Hi {{name}}', name: 'Bo' })).toBe('Hi Bo');
    expect(i18n.t('errors:CODE', { defaultValue: 'CODE' })).toBe('CODE');
  });

  it('picks plural forms by the language, falling back to _other and the bare key', async () => {
    const { i18n } = await ready();
    expect(i18n.t('item', { count: 1 })).toBe('1 item');
    expect(i18n.t('item', { count: 0 })).toBe('0 items');
    expect(i18n.t('item', { count: 5 })).toBe('5 items');
    expect(i18n.t('only_other', { count: 1 })).toBe('1 things');
    expect(i18n.t('hello', { count: 2, name: 'x' })).toBe('Hello x');

    const ko = await ready('ko');
    // Korean has a single form, `other`.
    expect(ko.i18n.t('item', { count: 1 })).toBe('항목 1개');
    expect(ko.i18n.t('item', { count: 7 })).toBe('항목 7개');
    expect(i18n.t('item', { count: 1, lng: 'ko' })).toBe('item');
  });
});

describe('loading and switching language', () => {
  it('loads a namespace once, and knows what is loaded', async () => {
    const load = fakeLoader();
    const i18n = createI18n({ language: 'en', load });
    expect(i18n.hasLoaded('wallet')).toBe(false);
    await Promise.all([i18n.loadNamespaces('wallet'), i18n.loadNamespaces(['wallet'])]);
    await i18n.loadNamespaces('wallet');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.hasLoaded('wallet')).toBe(true);
    expect(i18n.hasLoaded(['wallet', 'orders'])).toBe(false);
  });

  it('treats a namespace that failed twice as loaded and empty (keys show)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = fakeLoader();
    const i18n = createI18n({ language: 'ms', load, namespaces: ['orders'] });
    await i18n.loadNamespaces('orders');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.hasLoaded('orders')).toBe(true);
    expect(i18n.t('orders:title')).toBe('title');
    warn.mockRestore();
  });

  it('loads every namespace loaded so far before switching, then notifies', async () => {
    const { i18n, load } = await ready('en', ['common', 'wallet']);
    const changed: string[] = [];
    const subscriber = vi.fn();
    i18n.on('languageChanged', (language) => changed.push(language));
    const unsubscribe = i18n.subscribe(subscriber);

    const switching = i18n.changeLanguage('ko');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('ko');
    expect(i18n.hasLoaded(['common', 'wallet'], 'ko')).toBe(true);
    expect(i18n.hasLoaded('orders', 'ko')).toBe(false);
    expect(load).toHaveBeenCalledWith('ko', 'wallet');
    expect(i18n.t('wallet:title')).toBe('지갑');
    expect(changed).toEqual(['ko']);
    expect(subscriber).toHaveBeenCalledTimes(1);

    unsubscribe();
    await i18n.changeLanguage('en');
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(changed).toEqual(['ko', 'en']);
  });

  it('lets the last of two quick switches win', async () => {
    const { i18n } = await ready('en', ['common']);
    const first = i18n.changeLanguage('ko');
    const second = i18n.changeLanguage('ms');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('ms');
    expect(i18n.t('hello', { name: 'x' })).toBe('Helo x');
  });

  it('translates from resources given at creation without a loader', () => {
    const i18n = createI18n({ language: 'en', resources: { en: files.en } });
    expect(i18n.hasLoaded(['common', 'wallet'])).toBe(true);
    expect(i18n.t('wallet:title')).toBe('Wallet');
  });
});
