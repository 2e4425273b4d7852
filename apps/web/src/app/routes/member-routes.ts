import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

const records = () => import('@/features/records');
const tree = () => import('@/features/genealogy');
const ticket = () => import('@/features/tickets/pages');
const hotel = () => import('@/features/hotel');

// Pages of features the shell also uses (wallet, profile) are imported by file, so that the first
// load does not carry the whole feature.

/** Routes of spec §2 that need login (relative to /web). */
export const memberRoutes: RouteObject[] = [
  {
    path: 'dataDisplay',
    ...lazyPage(() => import('./home-page').then((m) => m.HomePage), ['member', 'wallet', 'sales']),
  },
  {
    path: 'me',
    ...lazyPage(
      () => import('@/features/profile/components/me-page').then((m) => m.MePage),
      ['member'],
    ),
  },
  {
    path: 'notification',
    ...lazyPage(
      () => import('@/features/news/components/notification-page').then((m) => m.NotificationPage),
      ['notifications', 'records'],
    ),
  },
  {
    path: 'ib_tree',
    ...lazyPage(() => tree().then((m) => m.IbTreePage), ['tree', 'packages', 'member']),
  },
  {
    path: 'voucherList',
    ...lazyPage(
      () => import('@/features/mall/components/voucher-list-page').then((m) => m.VoucherListPage),
      ['mall'],
    ),
  },
  {
    path: 'product',
    children: [
      {
        path: 'cart',
        ...lazyPage(
          () => import('@/features/mall/components/cart-page').then((m) => m.CartPage),
          ['mall'],
        ),
      },
      {
        path: 'address',
        ...lazyPage(
          () => import('@/features/mall/components/address-page').then((m) => m.AddressPage),
          ['mall'],
        ),
      },
      {
        path: 'create-address',
        ...lazyPage(
          () =>
            import('@/features/mall/components/address-form-page').then((m) => m.CreateAddressPage),
          ['mall'],
        ),
      },
      {
        path: 'addaddress',
        ...lazyPage(
          () =>
            import('@/features/mall/components/address-form-page').then((m) => m.AddAddressPage),
          ['mall'],
        ),
      },
      {
        path: 'checkout',
        ...lazyPage(
          () => import('@/features/mall/components/checkout-page').then((m) => m.CheckoutPage),
          ['mall'],
        ),
      },
      {
        path: 'orderHistory',
        ...lazyPage(
          () =>
            import('@/features/mall/components/order-history-page').then((m) => m.OrderHistoryPage),
          ['orders', 'records'],
        ),
      },
      {
        path: 'orderDetails',
        ...lazyPage(
          () =>
            import('@/features/mall/components/order-details-page').then((m) => m.OrderDetailsPage),
          ['orders'],
        ),
      },
      {
        path: 'tracking',
        ...lazyPage(
          () => import('@/features/mall/components/tracking-page').then((m) => m.TrackingPage),
          ['orders'],
        ),
      },
    ],
  },
  { path: 'hotel', ...lazyPage(() => hotel().then((m) => m.HotelSearchPage), ['hotel']) },
  { path: 'hotel/detail', ...lazyPage(() => hotel().then((m) => m.HotelDetailPage), ['hotel']) },
  { path: 'hotel/cart', ...lazyPage(() => hotel().then((m) => m.HotelCartPage), ['hotel']) },
  {
    path: 'hotel/bookings',
    ...lazyPage(() => hotel().then((m) => m.HotelBookingsPage), ['hotel']),
  },
  {
    path: 'hotel/booking',
    ...lazyPage(() => hotel().then((m) => m.HotelBookingDetailPage), ['hotel']),
  },
  {
    path: 'bonus/bonusRecord',
    ...lazyPage(
      () => import('@/features/bonus').then((m) => m.BonusRecordPage),
      ['bonus', 'records'],
    ),
  },
  {
    path: 'record',
    children: [
      {
        path: 'allRecord',
        ...lazyPage(() => records().then((m) => m.AllRecordPage), ['records', 'wallet', 'orders']),
      },
      {
        path: 'tree',
        ...lazyPage(() => tree().then((m) => m.PlacementTreePage), ['tree', 'member']),
      },
      {
        path: 'member',
        ...lazyPage(() => records().then((m) => m.DirectMembersPage), ['records']),
      },
      {
        path: 'walletRecord',
        ...lazyPage(
          () =>
            import('@/features/wallet/components/wallet-record-page').then(
              (m) => m.WalletRecordPage,
            ),
          ['wallet', 'records'],
        ),
      },
      {
        path: 'withdrawRecord',
        ...lazyPage(
          () =>
            import('@/features/withdrawal/components/withdraw-record-page').then(
              (m) => m.WithdrawRecordPage,
            ),
          ['withdraw', 'records'],
        ),
      },
      {
        path: 'downlineRecord',
        ...lazyPage(() => records().then((m) => m.DownlineRecordPage), ['records']),
      },
    ],
  },
  {
    path: 'general',
    children: [
      {
        path: 'newsList',
        ...lazyPage(
          () => import('@/features/news/components/news-list-page').then((m) => m.NewsListPage),
          ['news', 'records'],
        ),
      },
      {
        path: 'newsDetails',
        ...lazyPage(
          () =>
            import('@/features/news/components/news-details-page').then((m) => m.NewsDetailsPage),
          ['news', 'records'],
        ),
      },
      {
        path: 'ticketList',
        ...lazyPage(() => ticket().then((m) => m.TicketListPage), ['ticket', 'records']),
      },
      {
        path: 'ticketDetails',
        ...lazyPage(() => ticket().then((m) => m.TicketDetailsPage), ['ticket', 'records']),
      },
    ],
  },
];
