export { kycTransitions } from './kyc.js';
export { default as kycRoutes } from './routes.js';
