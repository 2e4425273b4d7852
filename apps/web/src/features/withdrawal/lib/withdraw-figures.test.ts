import type { WithdrawInfo } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  checkWithdrawAmount,
  maskAccount,
  withdrawBlocker,
  withdrawFigures,
} from './withdraw-figures';

describe('withdraw figures', () => {
  it('takes a 5% fee rounded down to the sen, as the server does', () => {
    expect(withdrawFigures('100', 5, '4.20')).toEqual({
      amount: '100.00',
      fee: '5.00',
      received: '95.00',
      amountUsdt: '23.80',
      receivedUsdt: '22.61',
    });
    expect(withdrawFigures('10', 5, '4.20')).toMatchObject({ fee: '0.50', received: '9.50' });
  });

  it('gives the fee to the sen at other rates: 3% of 33 MYR is 0.99, 7% of 13 is 0.91', () => {
    expect(withdrawFigures('33', 3, '4.20')).toMatchObject({ fee: '0.99', received: '32.01' });
    expect(withdrawFigures('1', 3, '4.20')).toMatchObject({ fee: '0.03', received: '0.97' });
    expect(withdrawFigures('13', 7, '4.20')).toMatchObject({ fee: '0.91', received: '12.09' });
  });

  it('matches floor(amount_sen × fee_percent / 100) for every whole amount up to 1,000', () => {
    const sen = (value: number) =>
      `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
    for (let amount = 1; amount <= 1000; amount++) {
      for (const percent of [0, 1, 5, 7, 12]) {
        // In sen: amount × 100 × percent / 100 = amount × percent, a whole number already.
        const fee = Math.floor((amount * 100 * percent) / 100);
        const figures = withdrawFigures(String(amount), percent, '4.20');
        expect(figures?.fee).toBe(sen(fee));
        expect(figures?.received).toBe(sen(amount * 100 - fee));
      }
    }
  });

  it('shows nothing for an amount that is not whole MYR', () => {
    for (const text of ['', ' ', '0', '10.5', '1e3', '-10', '1234567890']) {
      expect(withdrawFigures(text, 5, '4.20')).toBeNull();
    }
  });

  it('checks the amount: required, whole, minimum, balance', () => {
    expect(checkWithdrawAmount('', 10, '500.00')).toBe('required');
    expect(checkWithdrawAmount('10.50', 10, '500.00')).toBe('amount_must_be_integer');
    expect(checkWithdrawAmount('12.', 10, '500.00')).toBe('amount_must_be_integer');
    expect(checkWithdrawAmount('9', 10, '500.00')).toBe('minimum_amount_required');
    expect(checkWithdrawAmount('0', 10, '500.00')).toBe('INCORRECT_AMOUNT');
    expect(checkWithdrawAmount('10', 10, '500.00')).toBeNull();
    expect(checkWithdrawAmount('500', 10, '500.00')).toBeNull();
    expect(checkWithdrawAmount('501', 10, '500.99')).toBe('INSUFFICIAN_BALANCE');
    expect(checkWithdrawAmount('10', 10, '-3.00')).toBe('INSUFFICIAN_BALANCE');
  });

  it('masks the account number to its last four digits', () => {
    expect(maskAccount('1234567890')).toBe('•••• 7890');
    expect(maskAccount('123')).toBe('123');
    expect(maskAccount(null)).toBe('');
  });
});

describe('what blocks a withdrawal', () => {
  const ready: WithdrawInfo = {
    balance: '500.00',
    min_amount: 10,
    fee_percent: 5,
    usdt_rate: '4.20',
    kyc_status: 'approved',
    bank: {
      bank_country: 'Malaysia',
      bank_name: 'Maybank',
      bank_user: 'Siti Aminah',
      bank_number: '1234567890',
      branch: 'Kuala Lumpur',
      editable: false,
    },
    pending: false,
    phase_used: false,
    phase: '2026-11-2',
    next_phase_start: '2026-12-01',
  };

  it('is nothing when KYC is approved, bank details saved and the phase free', () => {
    expect(withdrawBlocker(ready)).toBeNull();
  });

  it('asks for KYC first, then bank details, then waits for the pending one, then the phase', () => {
    const noBank = { ...ready.bank, bank_number: null, editable: true };
    expect(withdrawBlocker({ ...ready, kyc_status: 'not_started', bank: noBank })).toBe('kyc');
    expect(withdrawBlocker({ ...ready, kyc_status: 'failed' })).toBe('kyc');
    expect(withdrawBlocker({ ...ready, kyc_status: 'pending' })).toBe('kyc_pending');
    expect(withdrawBlocker({ ...ready, bank: noBank, pending: true })).toBe('bank');
    expect(withdrawBlocker({ ...ready, pending: true, phase_used: true })).toBe('pending');
    expect(withdrawBlocker({ ...ready, phase_used: true })).toBe('phase_used');
  });
});
