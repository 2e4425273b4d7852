export { adminHotelsNavItems, adminHotelsRoutes } from './routes';
