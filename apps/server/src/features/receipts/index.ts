export { orderReceipt } from './order-receipt.js';
export { packageReceipt } from './package-receipt.js';
export type { Receipt } from './receipt.js';
export { default as receiptRoutes } from './routes.js';
