export { default as adminPackageRoutes } from './admin-routes.js';
export { cancelPurchase } from './cancel-purchase.js';
export { shippingFeeFor } from './delivery.js';
export { findPackage } from './purchase.js';
export {
  type RegisterDownlineInput,
  recordRegistration,
  registerDownline,
} from './register-downline.js';
export { default as packageRoutes } from './routes.js';
export { latestStandingPurchaseId } from './standing-purchase.js';
export { recordUpgrade, upgradePackage } from './upgrade.js';
