export { walletAdminNavItems, walletAdminRoutes } from './routes';
