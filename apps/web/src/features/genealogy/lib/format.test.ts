import { describe, expect, it } from 'vitest';
import { packageColor, positive, shortBv } from './format';

describe('tree formatting', () => {
  it('shortens whole BV amounts', () => {
    expect(shortBv('12000.00')).toBe('12,000');
    expect(shortBv('12000.50')).toBe('12,000.50');
    expect(shortBv('0.00')).toBe('0');
  });

  it('tells amounts above zero', () => {
    expect(positive(null)).toBe(false);
    expect(positive('0.00')).toBe(false);
    expect(positive('0.01')).toBe(true);
    expect(positive('300.00')).toBe(true);
  });

  it('gives every package a colour', () => {
    expect(packageColor(3)).toBe('yellow');
    expect(packageColor(42)).toMatch(/^[a-z]+$/);
  });
});
