import { describe, expect, it } from 'vitest';
import { bookingFilterParams, bookingsApiQuery, readBookingFilters } from './booking-filters';
import { monthRange, monthWeeks, shiftMonth } from './calendar';

const nights = (month: string, days: number) =>
  Array.from({ length: days }, (_, i) => ({ night: `${month}-${String(i + 1).padStart(2, '0')}` }));

describe('hotel calendar', () => {
  it('lays a month out in weeks from Monday', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks(nights('2026-12', 31));
    expect(weeks[0][0]).toBeNull();
    expect(weeks[0][1]?.night).toBe('2026-12-01');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(monthWeeks([])).toEqual([]);
  });

  it('moves between months and names their days', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('bookings queue filters', () => {
  it('opens on pre-booked and keeps the URL short', () => {
    const filters = readBookingFilters(new URLSearchParams('q=HB1&from=2026-12-01&to=bad'));
    expect(filters).toMatchObject({ status: 'pre_booked', search: 'HB1', from: '2026-12-01' });
    expect(filters.to).toBeUndefined();
    expect(bookingFilterParams(filters)).toEqual({ q: 'HB1', from: '2026-12-01' });
    expect(bookingsApiQuery({ ...filters, status: 'all' }).status).toBeUndefined();
  });
});
