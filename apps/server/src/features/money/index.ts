export { memberActor } from './member-actor.js';
export type { BulkMovement, PostedMovement } from './post-movements.js';
export {
  type MoneyActionBulk,
  type MoneyActionRequest,
  type MoneyActionResult,
  type MoneyActor,
  runMoneyAction,
} from './run-money-action.js';
