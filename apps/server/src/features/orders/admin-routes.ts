import {
  adminOrderActionRequest,
  adminOrdersQuery,
  envelope,
  idParams,
  listFormat,
  order,
  orderHistoryReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { pageOf } from '../../lib/pagination.js';
import { adminActionBy, adminAuth } from '../../plugins/auth.js';
import { runMoneyAction } from '../money/index.js';
import { applyAdminOrderAction } from './admin-order-action.js';
import { exportOrders } from './export-orders.js';
import { loadOrder } from './order-model.js';
import { filterOrders, orderSearch, pageOrders } from './queries.js';

const security = [{ bearer: [] }];

/** Back-office order queue and fulfilment (BUSINESS_RULES §12), every change audited. */
export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireAdmin(['admin', 'support']);
  const admin = app.requireAdmin(['admin']);

  app.get('/api/admin/orders', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary:
        'Orders by status and type; search by username, member code or order ref (`format=csv`: the whole filter)',
      security,
      querystring: adminOrdersQuery.extend({ format: listFormat }),
      response: { 200: envelope(orderHistoryReply) },
    },
    handler: async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsvExport(app.db, reply, {
          list: 'orders',
          filter,
          ...adminActionBy(request),
          source: exportOrders(app.db, filter),
        });
      }
      const where = filterOrders(filter, orderSearch(filter.search));
      const { records, total } = await pageOrders(app.db, where, page);
      return ok(pageOf(records, page, total));
    },
  });

  app.get('/api/admin/orders/:id', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'An order with its status history',
      security,
      params: idParams,
      response: { 200: envelope(order) },
    },
    handler: async (request) => ok(await loadOrder(app.db, request.params.id)),
  });

  app.post('/api/admin/orders/:id/action', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary:
        'Ship (tracking number), mark ready for collection, complete, or cancel a processing mall order (with a reason: refunds every sen to its wallets, restocks, returns the voucher). Send an `Idempotency-Key` header: the same key returns the first reply and refunds once.',
      security,
      headers: idempotencyHeader,
      params: idParams,
      body: adminOrderActionRequest,
      response: { 200: envelope(order) },
    },
    handler: async (request, reply) => {
      const auth = adminAuth(request);
      const admin = { adminId: auth.adminId, username: auth.username };
      const { action, tracking_number: trackingNumber, note } = request.body;
      const result = await runMoneyAction(
        app.db,
        {
          actor: { type: 'admin', ...admin },
          route: 'admin-order-action',
          key: idempotencyKey(request),
          body: { id: request.params.id, ...request.body },
          ip: request.ip,
        },
        (tx) =>
          applyAdminOrderAction(tx, admin, {
            orderId: request.params.id,
            action,
            trackingNumber,
            note,
          }),
      );
      return reply.status(200).send(result.body);
    },
  });
}
