import { describe, expect, it } from 'vitest';
import { coolingOffOf, mayCancel, newerFirst } from './cooling-off';

const active = { status: 'active' as const, cancelled_at: null, cooling_off_until: '2027-01-18' };

describe('coolingOffOf', () => {
  it('is open up to and on the last day, ended the day after', () => {
    expect(coolingOffOf(active, '2027-01-04')).toEqual({ state: 'open', until: '2027-01-18' });
    expect(coolingOffOf(active, '2027-01-18')).toEqual({ state: 'open', until: '2027-01-18' });
    expect(coolingOffOf(active, '2027-01-19')).toEqual({ state: 'ended', until: '2027-01-18' });
  });

  it('says cancelled, with when, whatever the day', () => {
    const cancelled = {
      ...active,
      status: 'cancelled' as const,
      cancelled_at: '2027-01-05T02:00:00Z',
    };
    expect(coolingOffOf(cancelled, '2027-01-05')).toEqual({
      state: 'cancelled',
      at: '2027-01-05T02:00:00Z',
    });
  });
});

describe('mayCancel', () => {
  const payer = { id: 7, username: 'reg', member_code: 'RK7' };
  it('offers the action only to the member who paid, while the server says it may be cancelled', () => {
    expect(mayCancel({ cancellable: true, paid_by: payer }, 7)).toBe(true);
    expect(mayCancel({ cancellable: true, paid_by: payer }, 8)).toBe(false);
    expect(mayCancel({ cancellable: true, paid_by: payer }, undefined)).toBe(false);
    expect(mayCancel({ cancellable: false, paid_by: payer }, 7)).toBe(false);
  });
});

describe('newerFirst', () => {
  const payer = { id: 7, username: 'reg', member_code: 'RK7' };
  const older = { ...active, cancellable: false, paid_by: payer };
  it('tells the payer of a purchase in its period that a newer one is to be cancelled first', () => {
    expect(newerFirst(older, 7, '2027-01-10')).toBe(true);
    expect(newerFirst(older, 8, '2027-01-10')).toBe(false);
    expect(newerFirst(older, 7, '2027-01-19')).toBe(false);
    expect(newerFirst({ ...older, cancellable: true }, 7, '2027-01-10')).toBe(false);
    expect(newerFirst({ ...older, status: 'cancelled' }, 7, '2027-01-10')).toBe(false);
  });
});
