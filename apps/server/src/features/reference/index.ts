export { default as adminReferenceRoutes } from './admin-routes.js';
