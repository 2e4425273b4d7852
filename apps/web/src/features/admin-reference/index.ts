export { adminReferenceNavItems, adminReferenceRoutes } from './routes';
