export { adminNewsNavItems, adminNewsRoutes } from './routes';
