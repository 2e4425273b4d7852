import { orderStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import {
  actionLabelKey,
  allowedActions,
  isCancellable,
  needsReason,
  needsTrackingNumber,
  nextStepKey,
} from './order-actions';

const delivery = { self_pickup: 0, order_type: 'package' } as const;
const collection = { self_pickup: 1, order_type: 'package' } as const;
const mallDelivery = { self_pickup: 0, order_type: 'mall' } as const;
const mallCollection = { self_pickup: 1, order_type: 'mall' } as const;

describe('allowedActions (BUSINESS_RULES §12)', () => {
  it.each([
    ['processing', delivery, ['ship']],
    ['delivery', delivery, ['complete']],
    ['completed', delivery, []],
    ['cancelled', delivery, []],
    ['processing', collection, ['ready_for_collection']],
    ['ready_for_collection', collection, ['complete']],
    ['completed', collection, []],
    ['cancelled', collection, []],
    // §13: a return requested (mall order or starter kit) is only marked returned; returned is final.
    ['return_requested', mallDelivery, ['mark_returned']],
    ['return_requested', collection, ['mark_returned']],
    ['returned', mallCollection, []],
  ] as const)('%s, self_pickup %o → %o', (status, order, expected) => {
    expect(allowedActions({ status, ...order })).toEqual(expected);
  });

  it.each([
    ['processing', mallDelivery, ['ship', 'cancel']],
    ['processing', mallCollection, ['ready_for_collection', 'cancel']],
    ['delivery', mallDelivery, ['complete']],
    ['ready_for_collection', mallCollection, ['complete']],
    ['completed', mallDelivery, []],
    ['cancelled', mallDelivery, []],
  ] as const)('mall order %s, %o → %o', (status, order, expected) => {
    expect(allowedActions({ status, ...order })).toEqual(expected);
  });

  it('never offers to cancel a starter kit (the package stays bought)', () => {
    for (const status of orderStatus.options) {
      expect(allowedActions({ status, ...delivery })).not.toContain('cancel');
      expect(allowedActions({ status, ...collection })).not.toContain('cancel');
    }
  });

  it('cancels only a mall order still processing', () => {
    expect(isCancellable({ status: 'processing', order_type: 'mall' })).toBe(true);
    expect(isCancellable({ status: 'processing', order_type: 'package' })).toBe(false);
    expect(isCancellable({ status: 'delivery', order_type: 'mall' })).toBe(false);
  });

  it('offers no step that belongs to the other way of handing over', () => {
    expect(allowedActions({ status: 'ready_for_collection', ...delivery })).toEqual([]);
    expect(allowedActions({ status: 'delivery', ...collection })).toEqual([]);
  });

  it('knows every status the shared schema has', () => {
    for (const status of orderStatus.options) {
      expect(() => allowedActions({ status, ...delivery })).not.toThrow();
    }
  });
});

describe('next step of a return (§13)', () => {
  it('says a kit’s return refunds nothing, a mall order’s refunds everything', () => {
    expect(nextStepKey({ status: 'return_requested', ...mallDelivery })).toBe(
      'next_step.return_requested',
    );
    expect(nextStepKey({ status: 'return_requested', ...delivery })).toBe(
      'next_step.return_requested_kit',
    );
    expect(needsReason('mark_returned')).toBe(false);
  });
});

describe('action labels', () => {
  it('says delivered or collected for completing', () => {
    expect(actionLabelKey('complete', delivery)).toBe('actions.complete_delivery');
    expect(actionLabelKey('complete', collection)).toBe('actions.complete_collection');
    expect(actionLabelKey('ship', delivery)).toBe('actions.ship');
    expect(actionLabelKey('ready_for_collection', collection)).toBe('actions.ready_for_collection');
  });

  it('tells a collection still processing to be made ready, not shipped', () => {
    expect(nextStepKey({ status: 'processing', ...delivery })).toBe('next_step.processing');
    expect(nextStepKey({ status: 'processing', ...collection })).toBe(
      'next_step.processing_collection',
    );
    expect(nextStepKey({ status: 'delivery', ...delivery })).toBe('next_step.delivery');
  });

  it('asks a tracking number only for shipping', () => {
    expect(needsTrackingNumber('ship')).toBe(true);
    expect(needsTrackingNumber('ready_for_collection')).toBe(false);
    expect(needsTrackingNumber('complete')).toBe(false);
    expect(needsTrackingNumber('cancel')).toBe(false);
  });

  it('asks a reason only for cancelling', () => {
    expect(needsReason('cancel')).toBe(true);
    expect(needsReason('ship')).toBe(false);
    expect(needsReason('complete')).toBe(false);
  });

  it('labels the cancel button', () => {
    expect(actionLabelKey('cancel', mallDelivery)).toBe('actions.cancel');
  });
});
