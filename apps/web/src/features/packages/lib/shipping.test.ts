import { describe, expect, it } from 'vitest';
import { covers, isEastState, purchaseCost, shippingFee } from './shipping';

const states = [
  { id: 1, area: 'West' }, // Johor
  { id: 5, area: 'East' }, // Labuan
  { id: 14, area: 'East' }, // Sabah
  { id: 15, area: 'East' }, // Sarawak
];

describe('shipping fee (BUSINESS_RULES §7)', () => {
  it('charges the east fee for a delivery to the East area only', () => {
    expect(shippingFee({ selfPickup: false, stateId: 14 }, states, '10.00')).toBe('10.00');
    expect(shippingFee({ selfPickup: false, stateId: 5 }, states, '10.00')).toBe('10.00');
    expect(shippingFee({ selfPickup: false, stateId: 1 }, states, '10.00')).toBe('0.00');
  });

  it('charges nothing for a centre pickup, without a state or for an unknown state', () => {
    expect(shippingFee({ selfPickup: true, stateId: 14 }, states, '10.00')).toBe('0.00');
    expect(shippingFee({ selfPickup: false, stateId: null }, states, '10.00')).toBe('0.00');
    expect(shippingFee({ selfPickup: false, stateId: 99 }, states, '10.00')).toBe('0.00');
  });

  it('follows the fee setting and charges nothing when nothing is bought', () => {
    expect(shippingFee({ selfPickup: false, stateId: 15 }, states, '12.5')).toBe('12.50');
    expect(shippingFee({ selfPickup: false, stateId: 15 }, states, '10.00', '0.00')).toBe('0.00');
  });

  it('knows the East states', () => {
    expect(isEastState(states, 15)).toBe(true);
    expect(isEastState(states, 1)).toBe(false);
    expect(isEastState(states, null)).toBe(false);
  });
});

describe('purchase cost', () => {
  it('adds shipping to the amount due, in sen', () => {
    expect(purchaseCost('700.00', { selfPickup: false, stateId: 14 }, states, '10.00')).toEqual({
      amountDue: '700.00',
      shipping: '10.00',
      total: '710.00',
    });
    expect(purchaseCost('0.1', { selfPickup: false, stateId: 14 }, states, '0.2')).toEqual({
      amountDue: '0.10',
      shipping: '0.20',
      total: '0.30',
    });
    expect(purchaseCost('300', { selfPickup: true, stateId: 14 }, states, '10.00').total).toBe(
      '300.00',
    );
  });

  it('tells whether the balance covers the total', () => {
    expect(covers('710.00', '710.00')).toBe(true);
    expect(covers('709.99', '710.00')).toBe(false);
    expect(covers('1000', '710.00')).toBe(true);
  });
});
