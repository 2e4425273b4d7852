import { readFileSync } from 'node:fs';
import { ticketStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

const attachProblems = ['wrong_type', 'too_large'];

/**
 * Every key the ticket pages and the contact-us dialog ask for exists in `en/ticket.json` (the
 * locale test then holds the other languages to `en`), with the keys built from lists.
 */
describe('ticket translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(sources(new URL('./', import.meta.url)), [
      'ticket',
      'errors',
    ]);
    expect(checked).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });

  it('has every key built from lists, and the codes the forms show', () => {
    const keys = [
      ...ticketStatuses.map((s) => ['ticket', `status.${s}`]),
      ...attachProblems.map((p) => ['ticket', `image.${p}`]),
      ...['REQUIRED', 'VALIDATION_ERROR', 'PAYLOAD_TOO_LARGE', 'INVALID_STATE', 'NOT_FOUND'].map(
        (c) => ['errors', c],
      ),
      ['records', 'total'],
      ['records', 'retry'],
    ];
    expect(keys.filter(([ns, key]) => !has(ns, key))).toEqual([]);
  });

  it('loads its texts with its pages and its dialog', () => {
    const routes = readFileSync(
      new URL('../../app/routes/member-routes.ts', import.meta.url),
      'utf8',
    );
    expect(routes).toMatch(/TicketListPage\), \['ticket'/);
    expect(routes).toMatch(/TicketDetailsPage\), \['ticket'/);
    const dialogs = readFileSync(new URL('./dialogs.ts', import.meta.url), 'utf8');
    expect(dialogs).toMatch(/\['ticket'\]/);
  });
});
