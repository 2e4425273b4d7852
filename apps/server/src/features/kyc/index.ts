export { default as kycRoutes } from './routes.js';
export { kycTransitions } from './transitions.js';
