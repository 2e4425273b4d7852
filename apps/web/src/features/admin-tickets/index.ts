export { adminTicketsNavItems, adminTicketsRoutes } from './routes';
