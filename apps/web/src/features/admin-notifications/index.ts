export { adminNotificationsNavItems, adminNotificationsRoutes } from './routes';
