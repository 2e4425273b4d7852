import { describe, expect, it } from 'vitest';
import { isDeduction, MINUS, signedBonus } from './bonus-sign';

describe('signedBonus', () => {
  it('shows credits with a plus when asked, deductions with a minus', () => {
    expect(signedBonus('sponsor', '1234.50', true)).toBe('+1,234.50');
    expect(signedBonus('pairing', '30.00')).toBe('30.00');
    expect(signedBonus('sponsor_clawback', '100.00', true)).toBe(`${MINUS}100.00`);
    expect(signedBonus('debt_repayment', '1250.00')).toBe(`${MINUS}1,250.00`);
  });

  it('leaves zero unsigned and shows a negative total as negative', () => {
    expect(signedBonus('sponsor_clawback', '0.00', true)).toBe('0.00');
    expect(signedBonus('sponsor', '0.00', true)).toBe('0.00');
    expect(signedBonus('all', '-40.00')).toBe(`${MINUS}40.00`);
    expect(signedBonus('all', '60.00')).toBe('60.00');
  });

  it('knows which lines take money away', () => {
    expect(
      ['sponsor', 'pairing', 'level', 'leadership', 'all'].some((t) => isDeduction(t as 'all')),
    ).toBe(false);
    expect(isDeduction('sponsor_clawback') && isDeduction('debt_repayment')).toBe(true);
  });
});
