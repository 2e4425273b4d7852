export { mailNotice, type Notice } from './notice-mail.js';
export { type NoticeInput, notify, notifyCloseBonuses } from './notify.js';
export { default as notificationRoutes } from './routes.js';
