export { claimBusinessDate } from './claim-business-date.js';
export { compensationCommands, scheduleDailyClose } from './cli.js';
export { closeBusinessDate } from './close.js';
export type { CloseSummary } from './close-summary.js';
export { currentBusinessDate } from './current-business-date.js';
export { datesToClose } from './dates-to-close.js';
export { payoutRatio } from './queries.js';
export { default as compensationRoutes } from './routes.js';
