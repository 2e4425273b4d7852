export { default as ticketRoutes } from './routes.js';
