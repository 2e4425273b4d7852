import type { OrderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { orderStatusLook } from './order-status';

describe('orderStatusLook', () => {
  it('gives every status its own colour and label key', () => {
    const statuses: OrderStatus[] = [
      'processing',
      'delivery',
      'ready_for_collection',
      'completed',
      'cancelled',
      'return_requested',
      'returned',
    ];
    const looks = statuses.map(orderStatusLook);
    expect(looks.map((l) => l.labelKey)).toEqual(statuses.map((s) => `status.${s}`));
    expect(new Set(looks.map((l) => l.color)).size).toBe(statuses.length);
  });
});
