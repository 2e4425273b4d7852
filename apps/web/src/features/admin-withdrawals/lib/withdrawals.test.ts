import { withdrawStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { actionBody, parsePhase, phaseMonth, withdrawalActions } from './withdrawals';

describe('withdrawalActions', () => {
  it('approves or rejects a pending withdrawal, pays an approved one, ends there', () => {
    expect(withdrawalActions.pending).toEqual(['approve', 'reject']);
    expect(withdrawalActions.approved).toEqual(['pay']);
    expect(withdrawalActions.completed).toEqual([]);
    expect(withdrawalActions.rejected).toEqual([]);
    expect(Object.keys(withdrawalActions).sort()).toEqual([...withdrawStatuses].sort());
  });
});

describe('phases', () => {
  it('reads the month and the half of the month', () => {
    expect(parsePhase('2026-11-1')).toEqual({ year: 2026, month: 11, half: 1 });
    expect(parsePhase('2026-02-2')).toEqual({ year: 2026, month: 2, half: 2 });
    expect(parsePhase('2026-13-1')).toBeNull();
    expect(parsePhase('2026-11-3')).toBeNull();
    expect(parsePhase('2026-11')).toBeNull();
  });

  it('names the month in the reader language, or keeps a phase it cannot read', () => {
    expect(phaseMonth('2026-11-2', 'en')).toBe('Nov 2026');
    expect(phaseMonth('2026-01-1', 'en')).toBe('Jan 2026');
    expect(phaseMonth('later', 'en')).toBe('later');
  });
});

describe('actionBody', () => {
  it('approves with an optional note', () => {
    expect(actionBody('approve', '  ')).toEqual({ body: {} });
    expect(actionBody('approve', ' paid by batch 3 ')).toEqual({
      body: { reason: 'paid by batch 3' },
    });
    expect(actionBody('approve', 'x'.repeat(501))).toEqual({ error: 'actions.note_long' });
  });

  it('rejects only with a reason of 3 characters or more', () => {
    expect(actionBody('reject', '')).toEqual({ error: 'actions.reason_required' });
    expect(actionBody('reject', ' no ')).toEqual({ error: 'actions.reason_short' });
    expect(actionBody('reject', ' wrong account ')).toEqual({ body: { reason: 'wrong account' } });
  });

  it('pays only with a bank reference', () => {
    expect(actionBody('pay', '   ')).toEqual({ error: 'actions.reference_required' });
    expect(actionBody('pay', 'x'.repeat(101))).toEqual({ error: 'actions.reference_long' });
    expect(actionBody('pay', ' MBB 123-456 ')).toEqual({ body: { bank_reference: 'MBB 123-456' } });
  });
});
