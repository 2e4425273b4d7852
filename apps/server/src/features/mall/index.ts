export { addProductImage, saveCategory, saveProduct, saveVoucher } from './admin.js';
export { default as adminMallRoutes } from './admin-routes.js';
export { default as mallRoutes } from './routes.js';
