import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '@/lib/business-time';
import { businessDay, isNonZero, strongerLeg } from './sales-figures';

describe('sales figures', () => {
  it('finds the leg of the big group, none while even', () => {
    expect(strongerLeg({ total_left: '12000.00', total_right: '9000.50' })).toBe('left');
    expect(strongerLeg({ total_left: '999.99', total_right: '1000.00' })).toBe('right');
    expect(strongerLeg({ total_left: '100000000000.00', total_right: '99999999999.99' })).toBe(
      'left',
    );
    expect(strongerLeg({ total_left: '0.00', total_right: '0.00' })).toBeNull();
  });

  it('tells zero amounts from the others', () => {
    expect(isNonZero('0.00')).toBe(false);
    expect(isNonZero('0.01')).toBe(true);
    expect(isNonZero('-10.00')).toBe(true);
  });

  it('shows a business date as its own calendar day', () => {
    expect(businessDay('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(businessDay('not a date', 'en')).toBe('not a date');
  });

  it('keeps the calendar day in a business zone behind UTC', () => {
    setBusinessTimeZone('America/New_York');
    try {
      expect(businessDay('2026-11-22', 'en')).toBe('Nov 22, 2026');
    } finally {
      setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE);
    }
  });
});
