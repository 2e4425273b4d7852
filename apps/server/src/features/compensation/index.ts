export { compensationCommands, scheduleDailyClose } from './cli.js';
export {
  type CloseSummary,
  claimBusinessDate,
  closeBusinessDate,
  currentBusinessDate,
  datesToClose,
} from './close.js';
export { payoutRatio } from './queries.js';
export { default as compensationRoutes } from './routes.js';
