import { readFileSync } from 'node:fs';
import { ticketStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { has, sources, staticKeys } from '@/locales/key-check';

/**
 * Every key the support inbox asks for exists in `en/adminTickets.json` (the locale test then
 * holds the other languages to `en`): static `t('…')` calls and the keys built from lists.
 */
describe('adminTickets translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(15);
    expect([...keys].filter((k) => !has('adminTickets', k))).toEqual([]);
  });

  it('has every key built from lists', () => {
    const built = [
      ...ticketStatuses.flatMap((s) => [`status.${s}`, `page.empty.${s}`]),
      ...['wrong_type', 'too_large'].map((p) => `image.${p}`),
      'nav.tickets',
      'reply.done',
      'close.done',
    ];
    expect(built.filter((k) => !has('adminTickets', k))).toEqual([]);
  });

  it('loads with the rest of the back-office, for support staff too', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminTickets'/);
    const routes = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8');
    expect(routes).toMatch(/roles: \['admin', 'support'\]/);
  });
});
