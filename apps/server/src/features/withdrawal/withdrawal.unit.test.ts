import { type AdminWithdrawal, csvField, withdrawalFee } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { payoutCsv } from './payout-csv.js';
import { withdrawalPhase } from './phase.js';

describe('withdrawalPhase', () => {
  it('splits a month at day 15 / 16, rolling into the next month and year', () => {
    expect(withdrawalPhase('2026-11-01')).toEqual({ phase: '2026-11-1', nextStart: '2026-11-16' });
    expect(withdrawalPhase('2026-11-15')).toEqual({ phase: '2026-11-1', nextStart: '2026-11-16' });
    expect(withdrawalPhase('2026-11-16')).toEqual({ phase: '2026-11-2', nextStart: '2026-12-01' });
    expect(withdrawalPhase('2026-12-31')).toEqual({ phase: '2026-12-2', nextStart: '2027-01-01' });
    expect(withdrawalPhase('2027-02-28')).toEqual({ phase: '2027-02-2', nextStart: '2027-03-01' });
  });
});

describe('withdrawalFee', () => {
  it('is the percentage of the amount, rounded down to the sen', () => {
    expect(withdrawalFee(10_000n, 5)).toBe(500n);
    expect(withdrawalFee(1_000n, 5)).toBe(50n);
    expect(withdrawalFee(999n, 5)).toBe(49n);
    expect(withdrawalFee(1_000n, 0)).toBe(0n);
    expect(withdrawalFee(1_000n, 100)).toBe(1_000n);
  });
});

describe('payout CSV', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    expect(csvField('Maybank')).toBe('Maybank');
    expect(csvField('Tan, Ah Kow')).toBe('"Tan, Ah Kow"');
    expect(csvField('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(42)).toBe('42');
  });
  it('writes a header and one line per withdrawal, with a BOM for spreadsheets', () => {
    const w = {
      id: 7,
      member: { id: 1, username: 'ali', member_code: 'ABC23456', fullname: 'Ali' },
      bank_country: 'Malaysia',
      bank_name: 'Maybank',
      branch: 'KL',
      bank_user: 'Ali bin Abu',
      bank_number: '0123456789',
      amount: '100.00',
      fee: '5.00',
      amount_received: '95.00',
      phase: '2026-11-2',
      created_at: '2026-11-26T01:00:00.000Z',
      reviewed_at: '2026-11-26T02:00:00.000Z',
      status: 'approved',
    } as AdminWithdrawal;
    const csv = payoutCsv([w]);
    expect(csv.startsWith('\uFEFFwithdrawal_id,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      '7,ABC23456,ali,Malaysia,Maybank,KL,Ali bin Abu,0123456789,100.00,5.00,95.00,2026-11-2,2026-11-26T01:00:00.000Z,2026-11-26T02:00:00.000Z,approved',
    );
  });
});
