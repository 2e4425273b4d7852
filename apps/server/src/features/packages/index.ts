export { default as adminPackageRoutes } from './admin-routes.js';
export { default as packageRoutes } from './routes.js';
