export { addProductImage } from './add-product-image.js';
export { default as adminMallRoutes } from './admin-routes.js';
export { isPremium, nameIn } from './catalogue.js';
export { default as mallRoutes } from './routes.js';
export { saveCategory } from './save-category.js';
export { saveProduct } from './save-product.js';
export { saveVoucher } from './save-voucher.js';
