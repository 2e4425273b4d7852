import type { Notification } from '@rangkai/shared';
import { wallets } from '@rangkai/shared';

/** Where a notification leads: a page of the site, the KYC dialog, or nowhere. */
export type NotificationTarget = { to: string } | { kyc: true } | null;

/** The page (or dialog) a notification of this type naturally opens. */
export function notificationTarget(n: Pick<Notification, 'type' | 'params'>): NotificationTarget {
  switch (n.type) {
    case 'transfer_received': {
      const wallet = n.params.wallet;
      const key = (wallets as readonly string[]).includes(wallet ?? '') ? `?wallet=${wallet}` : '';
      return { to: `/web/record/walletRecord${key}` };
    }
    case 'deposit_approved':
    case 'deposit_rejected':
      return { to: '/web/record/walletRecord?tab=deposits' };
    case 'bonus_credited':
    case 'bonus_clawed_back':
      return { to: '/web/bonus/bonusRecord' };
    case 'kyc_approved':
    case 'kyc_failed':
      return { kyc: true };
    case 'withdrawal_approved':
    case 'withdrawal_rejected':
    case 'withdrawal_paid':
      return { to: '/web/record/withdrawRecord' };
    case 'order_shipped':
    case 'order_returned':
    case 'order_cancelled': {
      const id = n.params.order_id ?? '';
      return {
        to: /^\d+$/.test(id) ? `/web/product/orderDetails?id=${id}` : '/web/product/orderHistory',
      };
    }
    case 'hotel_booking_confirmed':
    case 'hotel_booking_canceled': {
      const id = n.params.booking_id ?? '';
      return { to: /^\d+$/.test(id) ? `/web/hotel/bookings?id=${id}` : '/web/hotel/bookings' };
    }
    case 'ticket_replied': {
      const id = n.params.ticket_id ?? '';
      return {
        to: /^\d+$/.test(id) ? `/web/general/ticketDetails?id=${id}` : '/web/general/ticketList',
      };
    }
    case 'message':
      return null;
  }
}
