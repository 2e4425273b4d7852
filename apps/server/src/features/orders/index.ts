export { default as adminOrderRoutes } from './admin-routes.js';
export { autoCompleteOrders, orderCommands, scheduleAutoComplete } from './auto-complete.js';
export { cancelTarget } from './cooling-off.js';
export {
  createOrder,
  type Delivery,
  loadOrder,
  loadOrders,
  type NewOrderItem,
  type OrderActor,
  orderTransitions,
  type Receiver,
  transitionOrder,
} from './order-model.js';
export { default as orderRoutes } from './routes.js';
