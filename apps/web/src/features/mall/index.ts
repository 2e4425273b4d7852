export { OrderDetailsPage } from './components/order-details-page';
export { OrderHistoryPage } from './components/order-history-page';
export * from './components/placeholder-pages';
export { TrackingPage } from './components/tracking-page';
