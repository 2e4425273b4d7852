import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  businessTimeZone,
  businessToday,
  businessTomorrow,
  businessZoneLabel,
  DEFAULT_BUSINESS_TIME_ZONE,
  fromLocalInput,
  isDay,
  nowLocalInput,
  setBusinessTimeZone,
  thisMonth,
  toLocalInput,
  zoneFromPage,
} from './business-time';

afterEach(() => setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE));

const page = (content: string | null) => ({
  querySelector: (selector: string) =>
    selector === 'meta[name="rangkai-business-tz"]' && content !== null
      ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as Element)
      : null,
});

/** Every quarter hour of a day as typed, and whether it survives the trip to the server and back. */
function roundTrips(day: string): string[] {
  const lost: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    const typed = `${day}T${hh}:${mm}`;
    if (toLocalInput(fromLocalInput(typed)) !== typed) lost.push(typed);
  }
  return lost;
}

describe('the business time zone', () => {
  it('is the one the server put in the page, else Asia/Kuala_Lumpur', () => {
    expect(businessTimeZone()).toBe('Asia/Kuala_Lumpur');
    expect(zoneFromPage(page('Europe/Berlin'))).toBe('Europe/Berlin');
    expect(zoneFromPage(page(' '))).toBeNull();
    expect(zoneFromPage(page(null))).toBeNull();
    expect(zoneFromPage(undefined)).toBeNull();
    setBusinessTimeZone('America/New_York');
    expect(businessTimeZone()).toBe('America/New_York');
    setBusinessTimeZone('Not/A_Zone');
    expect(businessTimeZone()).toBe('Asia/Kuala_Lumpur');
  });
});

describe('Asia/Kuala_Lumpur (UTC+8 all year)', () => {
  it('shows a stored time in Malaysia time', () => {
    expect(toLocalInput('2026-11-26T10:30:00.000Z')).toBe('2026-11-26T18:30');
    expect(toLocalInput('2026-11-26T20:00:00+00:00')).toBe('2026-11-27T04:00');
    expect(toLocalInput('2026-11-26T18:30:00+08:00')).toBe('2026-11-26T18:30');
  });

  it('is empty for no time or a broken one', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('')).toBe('');
    expect(toLocalInput('soon')).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('');
    expect(fromLocalInput('26/11/2026')).toBe('');
    expect(fromLocalInput('2026-11-26T25:00')).toBe('');
  });

  it('sends what was typed with the +08:00 offset', () => {
    expect(fromLocalInput('2026-11-26T18:30')).toBe('2026-11-26T18:30:00+08:00');
    expect(fromLocalInput('2026-11-26T18:30:15')).toBe('2026-11-26T18:30:15+08:00');
  });

  it('round-trips', () => {
    const iso = fromLocalInput('2026-01-01T00:05');
    expect(new Date(iso).toISOString()).toBe('2025-12-31T16:05:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-01-01T00:05');
    expect(roundTrips('2026-11-26')).toEqual([]);
  });

  it('starts a new item now, to the minute', () => {
    expect(nowLocalInput(Date.parse('2026-11-26T10:30:59.999Z'))).toBe('2026-11-26T18:30');
  });

  it('starts the month on the first day in Kuala Lumpur, not in UTC', () => {
    // 30 Nov 2026 17:00 UTC is already 1 Dec 01:00 in Kuala Lumpur.
    const now = Date.parse('2026-11-30T17:00:00Z');
    expect(businessToday(now)).toBe('2026-12-01');
    expect(thisMonth(now)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(thisMonth(Date.parse('2026-11-26T05:00:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-26',
    });
  });

  it('counts tomorrow in Kuala Lumpur, across a month and a year', () => {
    // 31 Dec 2026 16:30 UTC is already 1 Jan 2027 00:30 in Kuala Lumpur.
    expect(businessTomorrow(Date.parse('2026-12-31T16:30:00Z'))).toBe('2027-01-02');
    expect(businessTomorrow(Date.parse('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows a real day', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('26-2-1')).toBe(false);
  });
});

describe('Europe/Berlin (summer time from 29 March to 25 October 2026)', () => {
  it('sends the offset of the typed day, winter or summer', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(fromLocalInput('2026-01-15T12:00')).toBe('2026-01-15T12:00:00+01:00');
    expect(fromLocalInput('2026-07-01T12:00')).toBe('2026-07-01T12:00:00+02:00');
    expect(toLocalInput('2026-07-01T10:00:00Z')).toBe('2026-07-01T12:00');
    expect(toLocalInput('2026-01-15T11:00:00Z')).toBe('2026-01-15T12:00');
  });

  it('crosses the March change: the skipped hour moves on by an hour', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(fromLocalInput('2026-03-29T01:30')).toBe('2026-03-29T01:30:00+01:00');
    expect(fromLocalInput('2026-03-29T03:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(fromLocalInput('2026-03-29T02:30')).toBe('2026-03-29T03:30:00+02:00');
    expect(toLocalInput('2026-03-29T00:59:00Z')).toBe('2026-03-29T01:59');
    expect(toLocalInput('2026-03-29T01:00:00Z')).toBe('2026-03-29T03:00');
    expect(roundTrips('2026-03-29')).toEqual([
      '2026-03-29T02:00',
      '2026-03-29T02:15',
      '2026-03-29T02:30',
      '2026-03-29T02:45',
    ]);
  });

  it('crosses the October change: the repeated hour is its first showing', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(fromLocalInput('2026-10-25T01:30')).toBe('2026-10-25T01:30:00+02:00');
    expect(fromLocalInput('2026-10-25T02:30')).toBe('2026-10-25T02:30:00+02:00');
    expect(fromLocalInput('2026-10-25T03:30')).toBe('2026-10-25T03:30:00+01:00');
    expect(toLocalInput('2026-10-25T00:30:00Z')).toBe('2026-10-25T02:30');
    expect(toLocalInput('2026-10-25T01:30:00Z')).toBe('2026-10-25T02:30');
    expect(roundTrips('2026-10-25')).toEqual([]);
  });

  it('counts the business day in Berlin', () => {
    setBusinessTimeZone('Europe/Berlin');
    expect(businessToday(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(businessToday(Date.parse('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
  });
});

describe('America/New_York (daylight time from 8 March to 1 November 2026)', () => {
  it('sends the offset behind UTC, both sides of the changes', () => {
    setBusinessTimeZone('America/New_York');
    const iso = fromLocalInput('2026-11-26T18:30');
    expect(iso).toBe('2026-11-26T18:30:00-05:00');
    expect(new Date(iso).toISOString()).toBe('2026-11-26T23:30:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-11-26T18:30');
    expect(fromLocalInput('2026-03-08T01:30')).toBe('2026-03-08T01:30:00-05:00');
    expect(fromLocalInput('2026-03-08T02:30')).toBe('2026-03-08T03:30:00-04:00');
    expect(fromLocalInput('2026-03-08T03:30')).toBe('2026-03-08T03:30:00-04:00');
    expect(fromLocalInput('2026-11-01T01:30')).toBe('2026-11-01T01:30:00-04:00');
    expect(fromLocalInput('2026-11-01T02:30')).toBe('2026-11-01T02:30:00-05:00');
    expect(roundTrips('2026-11-01')).toEqual([]);
    expect(roundTrips('2026-07-04')).toEqual([]);
  });

  it('counts the business day and month in New York', () => {
    setBusinessTimeZone('America/New_York');
    const now = Date.parse('2026-12-01T03:00:00Z');
    expect(businessToday(now)).toBe('2026-11-30');
    expect(thisMonth(now)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(nowLocalInput(now)).toBe('2026-11-30T22:00');
  });
});

describe('other offsets', () => {
  it('writes quarter-hour offsets, and UTC for an offset of seconds', () => {
    setBusinessTimeZone('Asia/Kathmandu');
    expect(fromLocalInput('2026-05-01T09:00')).toBe('2026-05-01T09:00:00+05:45');
    setBusinessTimeZone('Asia/Kuala_Lumpur');
    // Local mean time before 1901: +06:46:46.
    const old = fromLocalInput('1900-06-01T12:00');
    expect(old).toMatch(/Z$/);
    expect(toLocalInput(old)).toBe('1900-06-01T12:00');
  });
});

describe('the zone as the hints name it', () => {
  const winter = Date.parse('2026-01-15T12:00:00Z');
  const summer = Date.parse('2026-07-15T12:00:00Z');

  it('is the IANA name with its offset at that time', () => {
    expect(businessZoneLabel(winter)).toBe('Asia/Kuala_Lumpur (UTC+8)');
    setBusinessTimeZone('America/New_York');
    expect(businessZoneLabel(winter)).toBe('America/New_York (UTC-5)');
    expect(businessZoneLabel(summer)).toBe('America/New_York (UTC-4)');
    setBusinessTimeZone('Asia/Kathmandu');
    expect(businessZoneLabel(summer)).toBe('Asia/Kathmandu (UTC+5:45)');
    setBusinessTimeZone('America/St_Johns');
    expect(businessZoneLabel(winter)).toBe('America/St_Johns (UTC-3:30)');
  });

  it('shows a zone at UTC as UTC, and UTC itself once', () => {
    setBusinessTimeZone('Europe/London');
    expect(businessZoneLabel(winter)).toBe('Europe/London (UTC)');
    expect(businessZoneLabel(summer)).toBe('Europe/London (UTC+1)');
    setBusinessTimeZone('UTC');
    expect(businessZoneLabel(winter)).toBe('UTC');
    setBusinessTimeZone('Etc/UTC');
    expect(businessZoneLabel(summer)).toBe('UTC');
  });
});
