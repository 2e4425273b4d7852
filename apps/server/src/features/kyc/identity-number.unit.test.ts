import { describe, expect, it } from 'vitest';
import { ageOn, myKadBirthDate } from './identity-number.js';

describe('myKadBirthDate', () => {
  it('reads YYMMDD, choosing the century that does not put the birth in the future', () => {
    expect(myKadBirthDate('900101105555', '2026-11-26')).toBe('1990-01-01');
    expect(myKadBirthDate('081126145555', '2026-11-26')).toBe('2008-11-26');
    expect(myKadBirthDate('261127145555', '2026-11-26')).toBe('1926-11-27');
    expect(myKadBirthDate('000229145555', '2026-11-26')).toBe('2000-02-29');
  });
  it('refuses a date that does not exist, and ignores numbers that are not MyKad', () => {
    expect(myKadBirthDate('901301105555', '2026-11-26')).toBe('invalid');
    expect(myKadBirthDate('010229105555', '2026-11-26')).toBe('invalid');
    expect(myKadBirthDate('900100105555', '2026-11-26')).toBe('invalid');
    expect(myKadBirthDate('A12345678', '2026-11-26')).toBeNull();
    expect(myKadBirthDate('9001011055551', '2026-11-26')).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
