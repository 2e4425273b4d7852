export { createNews } from './create-news.js';
export { default as newsRoutes } from './routes.js';
export { sanitizeRichText } from './sanitize.js';
