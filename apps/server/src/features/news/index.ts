export { default as newsRoutes } from './routes.js';
export { sanitizeRichText } from './sanitize.js';
