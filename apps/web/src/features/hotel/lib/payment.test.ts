import { describe, expect, it } from 'vitest';
import { planPayment } from './payment';

const total = { credit: '400.00', cash: '380.00' };
const balances = { point1: '500.00', point2: '150.00', point4: '300.00' };

describe('hotel checkout payment plan', () => {
  it('takes cash from point1', () => {
    expect(planPayment(total, 'cash', '', balances)).toEqual({
      pay: { point1: '380.00', point2: '0.00', point4: '0.00' },
      sufficient: true,
      point2Problem: null,
    });
  });

  it('takes credit from point2 (all it holds by default) then point4', () => {
    expect(planPayment(total, 'credit', '', balances).pay).toEqual({
      point1: '0.00',
      point2: '150.00',
      point4: '250.00',
    });
  });

  it('takes the point2 part the member typed, and says when point4 is short', () => {
    const plan = planPayment(total, 'credit', '50', balances);
    expect(plan.pay).toEqual({ point1: '0.00', point2: '50.00', point4: '350.00' });
    expect(plan.sufficient).toBe(false);
  });

  it('refuses a point2 part over the total or not an amount', () => {
    expect(planPayment(total, 'credit', '400.01', balances).point2Problem).toBe('INCORRECT_AMOUNT');
    expect(planPayment(total, 'credit', '1.234', balances).point2Problem).toBe('INCORRECT_AMOUNT');
    expect(planPayment(total, 'credit', '1.234', balances).sufficient).toBe(false);
  });
});
