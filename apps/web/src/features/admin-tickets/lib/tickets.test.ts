import { ticketStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { adminTicketColors, age, ageLabel, statusParam } from './tickets';

const now = Date.parse('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('admin tickets', () => {
  it('reads the status parameter, the queue by default', () => {
    expect(statusParam(new URLSearchParams('status=closed'))).toBe('closed');
    expect(statusParam(new URLSearchParams('status=nope'))).toBe('pending');
    expect(statusParam(new URLSearchParams())).toBe('pending');
  });

  it('has a colour for every state', () => {
    expect(ticketStatuses.filter((s) => !adminTicketColors[s])).toEqual([]);
  });

  it('gives the age in minutes, hours, then days', () => {
    expect(age(ago(0), now)).toEqual({ value: 0, unit: 'minute' });
    expect(age(ago(59), now)).toEqual({ value: 59, unit: 'minute' });
    expect(age(ago(60), now)).toEqual({ value: 1, unit: 'hour' });
    expect(age(ago(47 * 60 + 59), now)).toEqual({ value: 47, unit: 'hour' });
    expect(age(ago(72 * 60), now)).toEqual({ value: 3, unit: 'day' });
    expect(age(ago(-5), now)).toEqual({ value: 0, unit: 'minute' });
  });

  it('labels the age in the reader language', () => {
    expect(ageLabel(ago(120), 'en', now)).toBe('2 hours ago');
  });
});
