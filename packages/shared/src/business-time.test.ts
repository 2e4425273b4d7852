import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  dateInZone,
  dateTimeInZone,
  instantOfWallClock,
  isTimeZone,
  midnightInZone,
  wallClockOf,
  zoneOffset,
} from './business-time.js';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('wall-clock arithmetic in a time zone', () => {
  it('knows the zones of the runtime', () => {
    expect(DEFAULT_BUSINESS_TIME_ZONE).toBe('Asia/Kuala_Lumpur');
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Not/A_Zone')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('measures the offset, daylight saving and quarter hours included', () => {
    expect(zoneOffset('Asia/Kuala_Lumpur', at('2026-11-26T10:30:00Z'))).toBe(8 * HOUR);
    expect(zoneOffset('Europe/Berlin', at('2026-01-15T12:00:00Z'))).toBe(HOUR);
    expect(zoneOffset('Europe/Berlin', at('2026-07-01T12:00:00Z'))).toBe(2 * HOUR);
    expect(zoneOffset('America/New_York', at('2026-07-01T12:00:00Z'))).toBe(-4 * HOUR);
    expect(zoneOffset('Asia/Kathmandu', at('2026-07-01T12:00:00Z'))).toBe(5.75 * HOUR);
    expect(zoneOffset('UTC', at('2026-07-01T12:00:00.999Z'))).toBe(0);
  });

  it('turns an instant into the wall clock and back', () => {
    expect(wallClockOf('Asia/Kuala_Lumpur', at('2026-11-26T10:30:00.250Z'))).toBe(
      at('2026-11-26T18:30:00.250Z'),
    );
    expect(instantOfWallClock('Asia/Kuala_Lumpur', at('2026-11-26T18:30:00Z'))).toBe(
      at('2026-11-26T10:30:00Z'),
    );
    // Berlin skips 02:00–03:00 on 29 March 2026 and shows 02:00–03:00 twice on 25 October.
    expect(instantOfWallClock('Europe/Berlin', at('2026-03-29T02:30:00Z'))).toBe(
      at('2026-03-29T01:30:00Z'),
    );
    expect(instantOfWallClock('Europe/Berlin', at('2026-10-25T02:30:00Z'))).toBe(
      at('2026-10-25T00:30:00Z'),
    );
  });

  it('names the date and the wall clock of an instant', () => {
    expect(dateInZone('Asia/Kuala_Lumpur', at('2026-03-03T16:00:00Z'))).toBe('2026-03-04');
    expect(dateInZone('Asia/Kuala_Lumpur', at('2026-03-03T15:59:59.999Z'))).toBe('2026-03-03');
    expect(dateInZone('Pacific/Pago_Pago', at('2026-03-03T10:59:59Z'))).toBe('2026-03-02');
    expect(dateTimeInZone('Asia/Kuala_Lumpur', at('2026-12-31T15:59:59.999Z'))).toBe(
      '2026-12-31 23:59:59',
    );
    expect(dateTimeInZone('Europe/Berlin', at('2026-03-29T01:30:00Z'))).toBe('2026-03-29 03:30:00');
  });

  it('starts a date at its midnight in the zone', () => {
    expect(midnightInZone('Asia/Kuala_Lumpur', '2026-03-04').toISOString()).toBe(
      '2026-03-03T16:00:00.000Z',
    );
    expect(midnightInZone('Europe/Berlin', '2026-03-29').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(midnightInZone('Europe/Berlin', '2026-03-30').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(midnightInZone('Pacific/Pago_Pago', '2026-11-27').toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    );
  });
});
