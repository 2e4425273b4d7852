import type { Order } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { cancelOutcome, orderCoolingOff } from './cancel-order';

const order = (over: Partial<Order>) =>
  ({
    order_type: 'mall',
    status: 'processing',
    cooling_off_until: '2026-12-11',
    cancellable: true,
    ...over,
  }) as Order;

describe('mall order cooling-off (BUSINESS_RULES §13)', () => {
  it('refunds a processing order at once; a shipped one is returned first', () => {
    expect(cancelOutcome(order({}))).toBe('refund');
    for (const status of ['delivery', 'ready_for_collection', 'completed'] as const)
      expect(cancelOutcome(order({ status }))).toBe('return');
  });

  it('shows the last day while it runs, that it ended after, nothing for kits or cancelled orders', () => {
    expect(orderCoolingOff(order({}))).toEqual({ state: 'open', until: '2026-12-11' });
    expect(orderCoolingOff(order({ cancellable: false }))).toEqual({
      state: 'ended',
      until: '2026-12-11',
    });
    expect(orderCoolingOff(order({ order_type: 'package', cooling_off_until: null }))).toEqual({
      state: 'none',
    });
    expect(orderCoolingOff(order({ status: 'return_requested', cancellable: false }))).toEqual({
      state: 'none',
    });
  });
});
