import { describe, expect, it } from 'vitest';
import {
  ageOn,
  compareNames,
  formatIdNumber,
  isOverdue,
  kycFilterParams,
  kycImagePath,
  kycReviewLink,
  myKadBirthDate,
  readKycFilters,
  waitingTime,
} from './review';

const params = (query: string) => new URLSearchParams(query);

describe('KYC filters', () => {
  it('opens on the queue, page 1, nothing open', () => {
    expect(readKycFilters(params(''))).toEqual({ status: 'pending', page: 1, open: null });
  });

  it('reads the URL, ignoring what it does not know', () => {
    expect(readKycFilters(params('status=failed&page=3&id=42'))).toEqual({
      status: 'failed',
      page: 3,
      open: 42,
    });
    expect(readKycFilters(params('status=not_started&page=-1&id=0x10'))).toEqual({
      status: 'pending',
      page: 1,
      open: null,
    });
  });

  it('writes back only what differs from the defaults', () => {
    expect(kycFilterParams({ status: 'pending', page: 1, open: null })).toEqual({});
    expect(kycFilterParams({ status: 'approved', page: 2, open: 7 })).toEqual({
      status: 'approved',
      page: '2',
      id: '7',
    });
  });

  it('links a submission into its tab of the review page', () => {
    expect(kycReviewLink({ id: 9, status: 'pending' })).toBe('/admin/kyc?id=9');
    expect(kycReviewLink({ id: 9, status: 'failed' })).toBe('/admin/kyc?status=failed&id=9');
  });
});

describe('kycImagePath', () => {
  const item = {
    id: 5,
    ic_front: '/api/admin/kyc/5/image/ic_front',
    ic_back: 'kyc/5/back.jpg',
    selfie: null,
  };
  it('uses the admin path given, else the documented one; none for a missing selfie', () => {
    expect(kycImagePath(item, 'ic_front')).toBe('/api/admin/kyc/5/image/ic_front');
    expect(kycImagePath(item, 'ic_back')).toBe('/api/admin/kyc/5/image/ic_back');
    expect(kycImagePath(item, 'selfie')).toBeNull();
  });
});

describe('waitingTime', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('counts minutes, then hours up to two days, then days', () => {
    expect(waitingTime(ago(0), now)).toEqual({ value: 0, unit: 'minute' });
    expect(waitingTime(ago(59), now)).toEqual({ value: 59, unit: 'minute' });
    expect(waitingTime(ago(60), now)).toEqual({ value: 1, unit: 'hour' });
    expect(waitingTime(ago(47 * 60 + 59), now)).toEqual({ value: 47, unit: 'hour' });
    expect(waitingTime(ago(48 * 60), now)).toEqual({ value: 2, unit: 'day' });
  });

  it('never goes below zero (a clock slightly ahead) and marks a day as overdue', () => {
    expect(waitingTime(ago(-5), now)).toEqual({ value: 0, unit: 'minute' });
    expect(isOverdue(waitingTime(ago(23 * 60), now))).toBe(false);
    expect(isOverdue(waitingTime(ago(24 * 60), now))).toBe(true);
    expect(isOverdue(waitingTime(ago(72 * 60), now))).toBe(true);
  });
});

describe('MyKad numbers', () => {
  const today = new Date('2026-11-26T00:00:00Z');

  it('is printed with its dashes; other numbers as they are', () => {
    expect(formatIdNumber('900512145678')).toBe('900512-14-5678');
    expect(formatIdNumber('A1234567')).toBe('A1234567');
  });

  it('gives the date of birth in the right century', () => {
    expect(myKadBirthDate('900512145678', today)).toBe('1990-05-12');
    expect(myKadBirthDate('050101105555', today)).toBe('2005-01-01');
    expect(myKadBirthDate('261231105555', today)).toBe('1926-12-31');
    expect(myKadBirthDate('261126105555', today)).toBe('2026-11-26');
  });

  it('has no date for an impossible date or another document', () => {
    expect(myKadBirthDate('901331145678', today)).toBeNull();
    expect(myKadBirthDate('010229145678', today)).toBeNull();
    expect(myKadBirthDate('A12345678', today)).toBeNull();
  });

  it('counts whole years of age', () => {
    expect(ageOn('2008-11-26', today)).toBe(18);
    expect(ageOn('2008-11-27', today)).toBe(17);
    expect(ageOn('1990-05-12', today)).toBe(36);
  });
});

describe('compareNames', () => {
  it('matches whatever the case, spacing and punctuation', () => {
    expect(compareNames('Ali bin Abu', 'ALI  BIN ABU')).toBe('match');
    expect(compareNames("Siti Nur'aini", 'SITI NUR AINI')).toBe('match');
  });

  it('is partial when the shorter name is all in the longer one', () => {
    expect(compareNames('ALI BIN ABU', 'Ali Abu')).toBe('partial');
    expect(compareNames('Tan Mei Ling', 'Mei Ling Tan')).toBe('partial');
  });

  it('differs otherwise, or when a name is empty', () => {
    expect(compareNames('Ali bin Abu', 'Ahmad bin Abu')).toBe('differs');
    expect(compareNames('Ali Ali', 'Ali')).toBe('partial');
    expect(compareNames('Ali', 'Ali Ali Abu')).toBe('partial');
    expect(compareNames('', 'Ali')).toBe('differs');
  });
});
