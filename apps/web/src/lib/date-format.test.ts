import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from './business-time';
import { formatDate, formatDateTime, formatDay } from './date-format';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

describe('date-format', () => {
  it('formats in the business time zone, in each language, with its formatters reused', () => {
    // 16:30 UTC is 00:30 the next day in Kuala Lumpur.
    expect(formatDate('2026-11-22T16:30:00Z', 'en')).toBe('Nov 23, 2026');
    expect(formatDateTime('2026-11-22T16:30:00Z', 'en')).toBe('Nov 23, 2026, 12:30 AM');
    expect(formatDate('2026-11-22T16:30:00Z', 'zh')).toBe('2026年11月23日');
    // The same language and style again (a cached formatter) gives the same text.
    expect(formatDate('2026-11-22T15:59:00Z', 'en')).toBe('Nov 22, 2026');
    expect(formatDateTime('2026-11-22T15:59:00Z', 'en')).toBe('Nov 22, 2026, 11:59 PM');
  });

  it('follows the configured business time zone', () => {
    setBusinessTimeZone('America/New_York');
    expect(formatDateTime('2026-11-22T16:30:00Z', 'en')).toBe('Nov 22, 2026, 11:30 AM');
    setBusinessTimeZone('Europe/Berlin');
    expect(formatDateTime('2026-07-01T22:30:00Z', 'en')).toBe('Jul 2, 2026, 12:30 AM');
    expect(formatDate('2026-12-31T22:30:00Z', 'en')).toBe('Dec 31, 2026');
  });

  it('shows a business date as its own calendar day in any zone', () => {
    for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'Asia/Kuala_Lumpur']) {
      setBusinessTimeZone(zone);
      expect(formatDay('2026-11-22', 'en')).toBe('Nov 22, 2026');
    }
    expect(formatDay('not a date', 'en')).toBe('not a date');
    expect(formatDay('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatDay('2026-12-31', 'en-GB', 'short')).toBe('31 Dec');
    expect(formatDay('2026-12-31', 'zh', 'short')).toBe('12月31日');
  });
});
