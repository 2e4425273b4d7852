export { NotificationPage } from './components/notification-page';
export * from './components/placeholder-pages';
