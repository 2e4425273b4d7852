import { newsTypes, notificationTypes, pageSlugs } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';
import { newsTabs } from './lib/news-params';
import { sentenceVariants } from './lib/notification-text';

/**
 * Every key the notifications and news screens ask for exists in `en/notifications.json` and
 * `en/news.json` (the locale test then holds the other languages to `en`), including the ones
 * chosen by type and wallet.
 */
describe('notifications translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), [
      'notifications',
      'news',
    ]);
    expect(checked).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('has a title and every sentence of every type', () => {
    const keys = notificationTypes.flatMap((type) => [
      `types.${type}.title`,
      ...sentenceVariants[type].map((variant) => `types.${type}.${variant}`),
    ]);
    expect(keys.filter((key) => !has('notifications', key))).toEqual([]);
  });

  it('names every news type and tab, and the terms and privacy pages', () => {
    const keys = newsTabs.map((tab) => `tabs.${tab}`);
    keys.push(...newsTypes.map((type) => `types.${type}`));
    keys.push(...pageSlugs.map((slug) => `page.${slug}`));
    expect(keys.filter((key) => !has('news', key))).toEqual([]);
  });

  it('names every wallet', () => {
    const keys = ['cash', 'redemption', 'register', 'repurchase'].map((w) => `wallets.${w}`);
    expect(keys.filter((key) => !has('notifications', key))).toEqual([]);
  });
});
