export { withdrawalPhase } from './phase.js';
export { default as withdrawalRoutes } from './routes.js';
export { withdrawFee, withdrawTransitions } from './withdraw.js';
