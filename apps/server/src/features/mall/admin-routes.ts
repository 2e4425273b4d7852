import {
  adminCategoriesReply,
  adminCategory,
  adminCategoryRequest,
  adminProductPage,
  adminProductQuery,
  adminProduct as adminProductReply,
  adminProductRequest,
  adminVoucher,
  adminVoucherRequest,
  adminVouchersReply,
  envelope,
  idParams,
  PRODUCT_IMAGE_FIELD,
  pageQuery,
  productImageOrderRequest,
  salesReportQuery,
  salesReportReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionBy, adminImageRoutes } from '../../lib/admin-image-routes.js';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { addProductImage } from './add-product-image.js';
import { adminCategories, adminProduct, adminProducts, adminVouchers } from './admin.js';
import { deleteProductImage } from './delete-product-image.js';
import { orderProductImages } from './order-product-images.js';
import { salesReport } from './sales-report.js';
import { saveCategory } from './save-category.js';
import { saveProduct } from './save-product.js';
import { saveVoucher } from './save-voucher.js';

const security = [{ bearer: [] }];

/** Back-office: catalogue, vouchers and the sales report (admins; support reads), all audited. */
export default async function adminMallRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);

  app.get('/api/admin/mall/categories', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'Every category',
      security,
      response: { 200: envelope(adminCategoriesReply) },
    },
    handler: async () => ok({ records: await adminCategories(app.db) }),
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: method === 'POST' ? '/api/admin/mall/categories' : '/api/admin/mall/categories/:id',
      onRequest: write,
      schema: {
        tags: ['admin'],
        summary: method === 'POST' ? 'Create a category' : 'Change a category',
        security,
        ...(method === 'PUT' ? { params: idParams } : {}),
        body: adminCategoryRequest,
        response: { 200: envelope(adminCategory) },
      },
      handler: async (request) => {
        const id = method === 'POST' ? null : (request.params as { id: number }).id;
        const saved = await runAction(app.db, adminActionBy(request), (tx) =>
          saveCategory(tx, id, request.body),
        );
        const [found] = (await adminCategories(app.db)).filter((c) => c.id === saved.id);
        return ok(found, 'success_submit');
      },
    });
  }

  app.get('/api/admin/mall/products', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'Products, any state, newest first (keyword, category, active)',
      security,
      querystring: adminProductQuery,
      response: { 200: envelope(adminProductPage) },
    },
    handler: async (request) => ok(await adminProducts(app.db, request.query)),
  });

  app.get('/api/admin/mall/products/:id', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'One product with every language and its pictures',
      security,
      params: idParams,
      response: { 200: envelope(adminProductReply) },
    },
    handler: async (request) => ok(await adminProduct(app.db, request.params.id)),
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: method === 'POST' ? '/api/admin/mall/products' : '/api/admin/mall/products/:id',
      onRequest: write,
      schema: {
        tags: ['admin'],
        summary:
          method === 'POST' ? 'Create a product' : 'Change a product (names, prices, stock, state)',
        security,
        ...(method === 'PUT' ? { params: idParams } : {}),
        body: adminProductRequest,
        response: { 200: envelope(adminProductReply) },
      },
      handler: async (request) => {
        const id = method === 'POST' ? null : (request.params as { id: number }).id;
        const saved = await runAction(app.db, adminActionBy(request), (tx) =>
          saveProduct(tx, id, request.body),
        );
        return ok(await adminProduct(app.db, saved.id), 'success_submit');
      },
    });
  }

  adminImageRoutes(fastify, {
    base: '/api/admin/mall/products',
    owner: 'product',
    field: PRODUCT_IMAGE_FIELD,
    orderRequest: productImageOrderRequest,
    reply: adminProductReply,
    load: adminProduct,
    onRequest: write,
    add: addProductImage,
    remove: (db, media, by, productId, imageId) =>
      deleteProductImage(db, media, by, { productId, imageId }),
    order: orderProductImages,
  });

  app.get('/api/admin/mall/vouchers', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'Vouchers, newest first, with how many were claimed and used',
      security,
      querystring: pageQuery,
      response: { 200: envelope(adminVouchersReply) },
    },
    handler: async (request) => ok(await adminVouchers(app.db, request.query.page)),
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: method === 'POST' ? '/api/admin/mall/vouchers' : '/api/admin/mall/vouchers/:id',
      onRequest: write,
      schema: {
        tags: ['admin'],
        summary: method === 'POST' ? 'Create a voucher' : 'Change a voucher',
        security,
        ...(method === 'PUT' ? { params: idParams } : {}),
        body: adminVoucherRequest,
        response: { 200: envelope(adminVoucher) },
      },
      handler: async (request) => {
        const id = method === 'POST' ? null : (request.params as { id: number }).id;
        return ok(
          await runAction(app.db, adminActionBy(request), (tx) =>
            saveVoucher(tx, id, request.body),
          ),
          'success_submit',
        );
      },
    });
  }

  app.get('/api/admin/mall/sales', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary:
        'Mall sales by day and product as the ledger counts them: paid orders net of vouchers on the day paid, cancelled orders as refunds on the day cancelled; shipping apart',
      security,
      querystring: salesReportQuery,
      response: { 200: envelope(salesReportReply) },
    },
    handler: async (request) => ok(await salesReport(app.db, request.query.from, request.query.to)),
  });
}
