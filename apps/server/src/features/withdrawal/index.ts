export { withdrawalPhase } from './phase.js';
export { default as withdrawalRoutes } from './routes.js';
export { withdrawTransitions } from './transitions.js';
