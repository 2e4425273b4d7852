import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-format';

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
});
