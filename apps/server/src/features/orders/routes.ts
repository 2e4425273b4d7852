import {
  collectPointsReply,
  envelope,
  itemReceivedRequest,
  order,
  orderDetailQuery,
  orderHistoryQuery,
  orderHistoryReply,
  pageQuery,
} from '@rangkai/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inTransaction } from '../../db/client.js';
import { collectPoints, members, orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { pageOf } from '../../lib/pagination.js';
import { memberId } from '../../plugins/auth.js';
import { loadOrder, transitionOrder } from './order-model.js';
import { canSeeOrder, filterOrders, inSponsorDownline, pageOrders } from './queries.js';

const security = [{ bearer: [] }];

/** Orders of the mall API (spec §7 Mall calls): package starter kits now, mall orders later. */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/mall/getCollectPoint', {
    schema: {
      tags: ['mall'],
      summary: 'Collection centres (self pickup)',
      response: { 200: envelope(collectPointsReply) },
    },
    handler: async () => {
      const rows = await app.db
        .select({
          id: collectPoints.id,
          name: collectPoints.name,
          address: collectPoints.address,
          remark: collectPoints.remark,
          opening_hours: collectPoints.openingHours,
        })
        .from(collectPoints)
        .where(eq(collectPoints.active, true))
        .orderBy(asc(collectPoints.id));
      return ok({ mall_collect_point: rows });
    },
  });

  await app.register(async (memberScope) => {
    const member = memberScope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireMember);

    member.get('/api/mall/getOrderHistory', {
      schema: {
        tags: ['mall'],
        summary: 'The member’s orders (order_type package or mall)',
        security,
        querystring: orderHistoryQuery,
        response: { 200: envelope(orderHistoryReply) },
      },
      handler: async (request) => {
        const { page, ...filter } = request.query;
        const { records, total } = await pageOrders(
          app.db,
          filterOrders(filter, eq(orders.memberId, memberId(request))),
          page,
        );
        return ok(pageOf(records, page, total));
      },
    });

    member.get('/api/mall/getDownlineOrderHistory', {
      schema: {
        tags: ['mall'],
        summary: 'Orders of members of the member’s sponsor downline',
        security,
        querystring: pageQuery,
        response: { 200: envelope(orderHistoryReply) },
      },
      handler: async (request) => {
        const downline = inSponsorDownline(memberId(request));
        const { records, total } = await pageOrders(app.db, downline, request.query.page);
        return ok(pageOf(records, request.query.page, total));
      },
    });

    member.get('/api/mall/getOrderDetail', {
      schema: {
        tags: ['mall'],
        summary: 'One order with its status history (own, paid for, or of the downline)',
        security,
        querystring: orderDetailQuery,
        response: { 200: envelope(order) },
      },
      handler: async (request) => {
        // Nothing about an order outside the member's reach, not even whether it exists.
        if (!(await canSeeOrder(app.db, memberId(request), request.query.order_id)))
          throw fieldError('NO_PERMISSION', 'order_id');
        return ok(await loadOrder(app.db, request.query.order_id));
      },
    });

    member.post('/api/mall/itemReceived', {
      schema: {
        tags: ['mall'],
        summary: 'Confirm receipt of an order in delivery (completes it)',
        security,
        body: itemReceivedRequest,
        response: { 200: envelope(order) },
      },
      handler: async (request) => {
        const id = memberId(request);
        const result = await inTransaction(app.db, async (tx) => {
          const [own] = await tx
            .select({ username: members.username, status: orders.status })
            .from(orders)
            .innerJoin(members, eq(members.id, orders.memberId))
            .where(and(eq(orders.id, request.body.order_id), eq(orders.memberId, id)));
          if (!own) throw fieldError('NO_PERMISSION', 'order_id');
          // Receipt is confirmed for a delivery; a collection is completed at the centre.
          if (own.status !== 'delivery') throw fieldError('INVALID_STATE', 'order_id');
          const actor = { type: 'member' as const, id, name: own.username };
          await transitionOrder(tx, request.body.order_id, 'completed', actor, {
            note: 'item_received',
          });
          return loadOrder(tx, request.body.order_id);
        });
        return ok(result, 'success_submit');
      },
    });
  });
}
