import {
  adminOrderActionRequest,
  adminOrdersQuery,
  envelope,
  idParams,
  listFormat,
  type OrderStatus,
  order,
  orderHistoryReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { pageOf } from '../../lib/pagination.js';
import { adminAuth } from '../../plugins/auth.js';
import { refundMallOrder } from './cancel.js';
import { exportOrders } from './export-orders.js';
import { loadOrder, transitionOrder } from './order-model.js';
import { filterOrders, orderSearch, pageOrders } from './queries.js';

const security = [{ bearer: [] }];
const actionStatus: Record<'ship' | 'ready_for_collection' | 'complete' | 'cancel', OrderStatus> = {
  ship: 'delivery',
  ready_for_collection: 'ready_for_collection',
  complete: 'completed',
  cancel: 'cancelled',
};

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
        const auth = adminAuth(request);
        return sendCsvExport(app.db, reply, {
          list: 'orders',
          filter,
          actor: { adminId: auth.adminId, username: auth.username },
          ip: request.ip,
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
        'Ship (tracking number), mark ready for collection, complete, or cancel a processing mall order (with a reason: refunds every sen to its wallets, restocks, returns the voucher)',
      security,
      params: idParams,
      body: adminOrderActionRequest,
      response: { 200: envelope(order) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      const { action, tracking_number: trackingNumber, note } = request.body;
      const updated = await inTransaction(app.db, async (tx) => {
        const change = await transitionOrder(
          tx,
          request.params.id,
          actionStatus[action],
          { type: 'admin', id: auth.adminId, name: auth.username },
          { trackingNumber, note },
        );
        if (action === 'cancel')
          await refundMallOrder(tx, request.params.id, { type: 'admin', id: auth.adminId });
        await writeAudit(tx, {
          actor: { adminId: auth.adminId, username: auth.username },
          action: `order.${action}`,
          targetType: 'order',
          targetId: request.params.id,
          reason: note ?? null,
          before: { ref_no: change.refNo, status: change.from },
          after: {
            ref_no: change.refNo,
            status: change.to,
            tracking_number: trackingNumber ?? null,
          },
          ip: request.ip,
        });
        return loadOrder(tx, request.params.id);
      });
      return ok(updated, 'success_submit');
    },
  });
}
