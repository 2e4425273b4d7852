export { memberActor } from './member-actor.js';
export {
  type MoneyActionRequest,
  type MoneyActionResult,
  type MoneyActor,
  runMoneyAction,
} from './run-money-action.js';
