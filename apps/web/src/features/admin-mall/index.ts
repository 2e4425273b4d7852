export { adminMallNavItems, adminMallRoutes } from './routes';
