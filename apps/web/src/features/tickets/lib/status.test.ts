import { ticketStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { ticketIdParam, ticketStatusColors } from './status';

describe('ticket status', () => {
  it('has a colour for every state', () => {
    expect(ticketStatuses.filter((s) => !ticketStatusColors[s])).toEqual([]);
  });

  it('reads the id parameter', () => {
    expect(ticketIdParam(new URLSearchParams('id=12'))).toBe(12);
    for (const bad of ['', 'id=', 'id=0', 'id=-3', 'id=1.5', 'id=abc']) {
      expect(ticketIdParam(new URLSearchParams(bad))).toBe(0);
    }
  });
});
