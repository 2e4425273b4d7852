export { useAdminCountries } from './api/countries';
export { adminReferenceNavItems, adminReferenceRoutes } from './routes';
