import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDate,
  businessDateTime,
  businessMidnight,
  businessTimeZone,
  DEFAULT_BUSINESS_TIME_ZONE,
  setBusinessTimeZone,
} from './business-time.js';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('business time', () => {
  it('is Asia/Kuala_Lumpur unless configured', () => {
    expect(businessTimeZone()).toBe('Asia/Kuala_Lumpur');
    expect(businessDate(new Date('2026-03-03T16:00:00Z'))).toBe('2026-03-04');
    expect(businessDate(new Date('2026-03-03T15:59:59Z'))).toBe('2026-03-03');
    expect(businessMidnight('2026-03-04').toISOString()).toBe('2026-03-03T16:00:00.000Z');
  });

  it('follows the configured zone, daylight saving included', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(businessDate(new Date('2026-03-03T16:00:00Z'))).toBe('2026-03-03');
    expect(businessMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(businessMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    setBusinessTimeZone('Pacific/Pago_Pago');
    expect(businessMidnight('2026-11-27').toISOString()).toBe('2026-11-27T11:00:00.000Z');
  });

  it('shows an instant as the business wall clock (exports), following the zone', () => {
    expect(businessDateTime(new Date('2026-03-03T16:05:09Z'))).toBe('2026-03-04 00:05:09');
    expect(businessDateTime(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31 23:59:59');
    setBusinessTimeZone('Europe/Berlin');
    expect(businessDateTime(new Date('2026-03-29T01:30:00Z'))).toBe('2026-03-29 03:30:00');
  });
});
