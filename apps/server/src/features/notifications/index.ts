export { type NoticeInput, notify, notifyCloseBonuses, notifyTransferReceived } from './notify.js';
export { default as notificationRoutes } from './routes.js';
