import type { Order, OrderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  activeStep,
  canConfirmReceipt,
  lineAmount,
  orderPath,
  orderTimeline,
} from './order-timeline';

function event(status: OrderStatus, created_at: string) {
  return { status, note: null, note_code: null, days: null, actor: 'system', created_at };
}

function order(status: OrderStatus, self_pickup = 0, events = [event('processing', 't0')]) {
  return { status, self_pickup, events } satisfies Pick<Order, 'status' | 'self_pickup' | 'events'>;
}

describe('orderPath', () => {
  it('goes through delivery, collection or stops at cancelled', () => {
    expect(orderPath(order('processing'))).toEqual(['processing', 'delivery', 'completed']);
    expect(orderPath(order('processing', 1))).toEqual([
      'processing',
      'ready_for_collection',
      'completed',
    ]);
    expect(orderPath(order('cancelled'))).toEqual(['processing', 'cancelled']);
  });

  it('goes on to return requested → returned from where a shipped order was (§13)', () => {
    expect(orderPath(order('return_requested', 1))).toEqual([
      'processing',
      'ready_for_collection',
      'return_requested',
      'returned',
    ]);
    const received = [event('processing', 't0'), event('delivery', 't1'), event('completed', 't2')];
    expect(orderPath(order('returned', 0, received))).toEqual([
      'processing',
      'delivery',
      'completed',
      'return_requested',
      'returned',
    ]);
    const steps = orderTimeline(
      order('return_requested', 0, [...received, event('return_requested', 't3')]),
    );
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    const returned = orderTimeline(
      order('returned', 1, [
        event('processing', 't0'),
        event('ready_for_collection', 't1'),
        event('return_requested', 't2'),
        event('returned', 't3'),
      ]),
    );
    expect(returned.map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
  });
});

describe('orderTimeline', () => {
  it('marks steps before the status done, the status current, the rest upcoming', () => {
    const steps = orderTimeline(
      order('delivery', 0, [event('processing', 't0'), event('delivery', 't1')]),
    );
    expect(steps.map((s) => [s.status, s.state, s.event?.created_at])).toEqual([
      ['processing', 'done', 't0'],
      ['delivery', 'current', 't1'],
      ['completed', 'upcoming', undefined],
    ]);
    expect(activeStep(steps)).toBe(1);
  });

  it('marks every step done once completed or cancelled', () => {
    const done = orderTimeline(order('completed', 1));
    expect(done.map((s) => s.state)).toEqual(['done', 'done', 'done']);
    expect(activeStep(done)).toBe(2);
    const cancelled = orderTimeline(order('cancelled'));
    expect(cancelled.map((s) => [s.status, s.state])).toEqual([
      ['processing', 'done'],
      ['cancelled', 'done'],
    ]);
  });

  it('takes the latest event of a status', () => {
    const steps = orderTimeline(
      order('processing', 0, [event('processing', 't0'), event('processing', 't2')]),
    );
    expect(steps[0].event?.created_at).toBe('t2');
    expect(activeStep(steps)).toBe(0);
  });
});

describe('canConfirmReceipt', () => {
  it('is offered only while the order is in delivery', () => {
    const statuses: OrderStatus[] = [
      'processing',
      'delivery',
      'ready_for_collection',
      'completed',
      'cancelled',
    ];
    expect(statuses.filter((status) => canConfirmReceipt({ status }))).toEqual(['delivery']);
  });
});

describe('lineAmount', () => {
  it('multiplies in sen', () => {
    expect(lineAmount('0.10', 3)).toBe('0.30');
    expect(lineAmount('1299.99', 2)).toBe('2599.98');
    expect(lineAmount('5.00', 0)).toBe('0.00');
  });
});
