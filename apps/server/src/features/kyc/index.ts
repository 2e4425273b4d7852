export { kycTransitions } from './kyc.js';
export { type Notice, notifyMember } from './notice-mail.js';
export { default as kycRoutes } from './routes.js';
