export { adminCompensationNavItems, adminCompensationRoutes } from './routes';
