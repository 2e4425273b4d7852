import { readdirSync, readFileSync } from 'node:fs';
import { orderEventNoteCodes, orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';

import { createI18n, type Resources } from '@/lib/i18n/core';
import { notificationSentence } from './notification-text';

/**
 * Every word about an order the server can send is shown in the reader's language in all eight
 * languages: each status (member and back-office screens), each note the system writes on an event
 * (a completed order's `item_received` was shown raw), and the shipped notice names the order by
 * its reference, never by its internal number.
 */
const root = new URL('../../../locales/', import.meta.url);
const languages = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const read = (language: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`${language}/${ns}.json`, root), 'utf8')) as Resources;

function i18nFor(language: string) {
  const resources = {
    [language]: Object.fromEntries(
      ['orders', 'adminOrders', 'notifications'].map((ns) => [ns, read(language, ns)]),
    ),
  };
  return createI18n({
    language,
    resources,
    namespaces: ['orders', 'adminOrders', 'notifications'],
  });
}

describe('order texts in every language', () => {
  it('has eight languages', () => {
    expect(languages).toHaveLength(8);
  });

  it.each(languages)('%s: a label for every status and every system note', (language) => {
    const i18n = i18nFor(language);
    const shown = (key: string, values: Record<string, unknown> = {}) => {
      const text = i18n.t(key, values);
      expect(text, `${language} ${key}`).not.toBe(key.split(':')[1]);
      expect(text, `${language} ${key}`).not.toMatch(/[a-z]+_[a-z_]+|\{\{/);
      return text;
    };
    for (const status of orderStatus.options) {
      shown(`orders:status.${status}`);
      shown(`adminOrders:status.${status}`);
    }
    for (const code of orderEventNoteCodes) shown(`orders:event_note.${code}`, { days: 14 });
    expect(shown('orders:event_note.auto_completed', { days: 14 })).toContain('14');
  });

  it.each(languages)('%s: the shipped notice names the order reference', (language) => {
    const i18n = i18nFor(language);
    for (const carrier of ['J&T', '']) {
      const sentence = notificationSentence(
        {
          type: 'order_shipped',
          params: {
            order_id: '42',
            ref_no: 'MO20261127-7KQ2MX',
            tracking_number: 'JNT0001',
            carrier,
          },
        },
        language,
      );
      const text = i18n.t(`notifications:${sentence.key}`, sentence.values);
      expect(text).toContain('MO20261127-7KQ2MX');
      expect(text).toContain('JNT0001');
      expect(text).not.toMatch(/#|\b42\b|\{\{/);
    }
  });

  it.each(languages)(
    '%s: the returned notice names the order reference and the refund',
    (language) => {
      const i18n = i18nFor(language);
      const sentence = notificationSentence(
        {
          type: 'order_returned',
          params: { order_id: '42', ref_no: 'MO20261127-7KQ2MX', amount: '1234.50' },
        },
        language,
      );
      const text = i18n.t(`notifications:${sentence.key}`, sentence.values);
      expect(text).toContain('MO20261127-7KQ2MX');
      expect(text).toContain('RM 1,234.50');
      expect(text).not.toMatch(/#|\b42\b|\{\{/);
      expect(i18n.t('notifications:types.order_returned.title')).not.toBe(
        'types.order_returned.title',
      );
    },
  );
});
