import type { RouteObject } from 'react-router';
import { MePage } from '@/features/profile';
import { lazyPage } from './lazy-page';

const mall = () => import('@/features/mall');
const records = () => import('@/features/records');
const tree = () => import('@/features/tree');
const news = () => import('@/features/news');
const ticket = () => import('@/features/ticket');

/** Routes of spec §2 that need login (relative to /web). */
export const memberRoutes: RouteObject[] = [
  { path: 'dataDisplay', ...lazyPage(() => import('./home-page').then((m) => m.HomePage)) },
  { path: 'me', Component: MePage },
  { path: 'notification', ...lazyPage(() => news().then((m) => m.NotificationPage)) },
  { path: 'ib_tree', ...lazyPage(() => tree().then((m) => m.IbTreePage)) },
  { path: 'voucherList', ...lazyPage(() => mall().then((m) => m.VoucherListPage)) },
  {
    path: 'product',
    children: [
      { path: 'cart', ...lazyPage(() => mall().then((m) => m.CartPage)) },
      { path: 'address', ...lazyPage(() => mall().then((m) => m.AddressPage)) },
      { path: 'create-address', ...lazyPage(() => mall().then((m) => m.CreateAddressPage)) },
      { path: 'addaddress', ...lazyPage(() => mall().then((m) => m.AddAddressPage)) },
      { path: 'checkout', ...lazyPage(() => mall().then((m) => m.CheckoutPage)) },
      { path: 'orderHistory', ...lazyPage(() => mall().then((m) => m.OrderHistoryPage)) },
      { path: 'orderDetails', ...lazyPage(() => mall().then((m) => m.OrderDetailsPage)) },
      { path: 'tracking', ...lazyPage(() => mall().then((m) => m.TrackingPage)) },
    ],
  },
  {
    path: 'bonus/bonusRecord',
    ...lazyPage(() => import('@/features/bonus').then((m) => m.BonusRecordPage)),
  },
  {
    path: 'record',
    children: [
      { path: 'allRecord', ...lazyPage(() => records().then((m) => m.AllRecordPage)) },
      { path: 'tree', ...lazyPage(() => tree().then((m) => m.PlacementTreePage)) },
      { path: 'member', ...lazyPage(() => tree().then((m) => m.DirectMembersPage)) },
      {
        path: 'walletRecord',
        ...lazyPage(() => import('@/features/wallet').then((m) => m.WalletRecordPage)),
      },
      { path: 'downlineRecord', ...lazyPage(() => records().then((m) => m.DownlineRecordPage)) },
    ],
  },
  {
    path: 'general',
    children: [
      { path: 'newsList', ...lazyPage(() => news().then((m) => m.NewsListPage)) },
      { path: 'newsDetails', ...lazyPage(() => news().then((m) => m.NewsDetailsPage)) },
      { path: 'ticketList', ...lazyPage(() => ticket().then((m) => m.TicketListPage)) },
      { path: 'ticketDetails', ...lazyPage(() => ticket().then((m) => m.TicketDetailsPage)) },
    ],
  },
];
