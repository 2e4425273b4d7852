export { adminCommands } from './cli.js';
export { default as adminRoutes } from './routes.js';
