import type { Notification } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';
import { notificationSentence, rm, walletNameKey } from './notification-text';
import { relativeTime } from './relative-time';
import { unreadLabel } from './unread-label';

const n = (type: Notification['type'], params: Record<string, string> = {}) => ({ type, params });

describe('notificationTarget', () => {
  it('leads each type to its record page or dialog', () => {
    expect(notificationTarget(n('transfer_received', { wallet: 'point1' }))).toEqual({
      to: '/web/record/walletRecord?wallet=point1',
    });
    expect(notificationTarget(n('transfer_received', { wallet: 'cash' }))).toEqual({
      to: '/web/record/walletRecord',
    });
    expect(notificationTarget(n('deposit_rejected'))).toEqual({
      to: '/web/record/walletRecord?tab=deposits',
    });
    expect(notificationTarget(n('bonus_credited'))).toEqual({ to: '/web/bonus/bonusRecord' });
    for (const type of ['withdrawal_approved', 'withdrawal_rejected', 'withdrawal_paid'] as const) {
      expect(notificationTarget(n(type))).toEqual({ to: '/web/record/withdrawRecord' });
    }
    expect(notificationTarget(n('kyc_failed'))).toEqual({ kyc: true });
    expect(notificationTarget(n('kyc_approved'))).toEqual({ kyc: true });
    expect(notificationTarget(n('message'))).toBeNull();
  });

  it('opens the shipped order, or the order history without a usable id', () => {
    expect(notificationTarget(n('order_shipped', { order_id: '42' }))).toEqual({
      to: '/web/product/orderDetails?id=42',
    });
    expect(notificationTarget(n('order_shipped', { order_id: 'x&y' }))).toEqual({
      to: '/web/product/orderHistory',
    });
    expect(notificationTarget(n('order_returned', { order_id: '43' }))).toEqual({
      to: '/web/product/orderDetails?id=43',
    });
  });

  it('opens the hotel booking, or the bookings list without a usable id', () => {
    expect(notificationTarget(n('hotel_booking_confirmed', { booking_id: '7' }))).toEqual({
      to: '/web/hotel/bookings?id=7',
    });
    expect(notificationTarget(n('hotel_booking_canceled', { booking_id: '' }))).toEqual({
      to: '/web/hotel/bookings',
    });
  });
});

describe('notificationSentence', () => {
  it('formats amounts as RM and names the wallet', () => {
    const s = notificationSentence(
      n('transfer_received', { amount: '1234.5', wallet: 'point4', from: 'alice' }),
      'en',
    );
    expect(s.key).toBe('types.transfer_received.body');
    expect(s.values).toMatchObject({ amount: 'RM 1,234.50', from: 'alice' });
    expect(s.wallet).toBe('repurchase');
  });

  it('formats the received amount and the bonus day', () => {
    expect(
      notificationSentence(
        n('withdrawal_paid', { amount: '100', received: '95.00', reference: 'R1' }),
        'en',
      ).values,
    ).toMatchObject({ amount: 'RM 100.00', received: 'RM 95.00', reference: 'R1' });
    expect(
      notificationSentence(n('bonus_credited', { date: '2026-03-05', amount: '7' }), 'en').values
        .date,
    ).toBe('Mar 5, 2026');
  });

  it('picks the variant without an empty optional value', () => {
    const key = (type: Notification['type'], params: Record<string, string>) =>
      notificationSentence(n(type, params), 'en').key;
    expect(key('deposit_rejected', { amount: '1', reason: 'blurry' })).toBe(
      'types.deposit_rejected.body',
    );
    expect(key('deposit_rejected', { amount: '1', reason: ' ' })).toBe(
      'types.deposit_rejected.body_no_reason',
    );
    expect(key('kyc_failed', {})).toBe('types.kyc_failed.body_no_reason');
    expect(key('withdrawal_rejected', { amount: '1' })).toBe(
      'types.withdrawal_rejected.body_no_reason',
    );
    expect(key('withdrawal_paid', { amount: '1', received: '1', reference: '' })).toBe(
      'types.withdrawal_paid.body_no_reference',
    );
    expect(key('order_shipped', { order_id: '1', tracking_number: 'T', carrier: '' })).toBe(
      'types.order_shipped.body_no_carrier',
    );
    expect(key('order_shipped', { order_id: '1', tracking_number: 'T', carrier: 'J&T' })).toBe(
      'types.order_shipped.body',
    );
    expect(key('hotel_booking_canceled', { ref_no: 'HB1', amount: '800.00' })).toBe(
      'types.hotel_booking_canceled.body',
    );
    expect(key('hotel_booking_canceled', { ref_no: 'HB1', amount: '0.00' })).toBe(
      'types.hotel_booking_canceled.body_no_refund',
    );
    expect(
      notificationSentence(n('hotel_booking_canceled', { amount: '1800' }), 'en').values.amount,
    ).toBe('RM 1,800.00');
  });
});

describe('helpers', () => {
  it('rm groups decimal strings and leaves anything else', () => {
    expect(rm('1000000')).toBe('RM 1,000,000.00');
    expect(rm('0.5')).toBe('RM 0.50');
    expect(rm('n/a')).toBe('n/a');
    expect(rm(undefined)).toBe('');
  });

  it('walletNameKey accepts a wallet or its name', () => {
    expect(walletNameKey('point2')).toBe('redemption');
    expect(walletNameKey('cash')).toBe('cash');
    expect(walletNameKey('bank')).toBeNull();
    expect(walletNameKey(undefined)).toBeNull();
  });

  it('unreadLabel hides 0 and caps at 99+', () => {
    expect(unreadLabel(undefined)).toBeNull();
    expect(unreadLabel(0)).toBeNull();
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });

  it('relativeTime counts back a week, then gives way to the date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(relativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('now');
    expect(relativeTime('2026-03-10T11:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(relativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2026-03-01T12:00:00Z', now, 'en')).toBeNull();
    expect(relativeTime('not a date', now, 'en')).toBeNull();
  });
});
