import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';

/**
 * Every key the send-notification page asks for exists in `en/adminNotifications.json` (the
 * locale test then holds the other languages to `en`), and the namespace loads with the console.
 */
describe('adminNotifications translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((k) => !has('adminNotifications', k))).toEqual([]);
  });

  it('has the keys named with their namespace', () => {
    const named = ['nav.send', 'form.member_all'];
    expect(named.filter((k) => !has('adminNotifications', k))).toEqual([]);
  });

  it('labels the audit entry it writes', () => {
    expect(has('admin', 'audit.actions.notification_send')).toBe(true);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminNotifications'/);
  });
});
