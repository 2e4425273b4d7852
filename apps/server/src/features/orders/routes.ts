import {
  cancelOrderReply,
  cancelOrderRequest,
  collectPointsReply,
  envelope,
  itemReceivedRequest,
  order,
  orderDetailQuery,
  orderHistoryQuery,
  orderHistoryReply,
  pageQuery,
} from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orders } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { pageOf } from '../../lib/pagination.js';
import { runAction } from '../../lib/run-action.js';
import { memberId, signedIn } from '../../plugins/auth.js';
import { memberActor, runMoneyAction } from '../money/index.js';
import { confirmReceipt } from './confirm-receipt.js';
import { cancelMemberOrder } from './member-cancel.js';
import { openCollectPoints } from './open-collect-points.js';
import { loadOrder } from './order-model.js';
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
    handler: async () => ok(await openCollectPoints(app.db)),
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
        const order = await runAction(app.db, null, (tx) =>
          confirmReceipt(tx, memberId(request), request.body.order_id),
        );
        return ok(order, 'success_submit');
      },
    });

    member.post('/api/mall/cancelOrder', {
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['mall'],
        summary: 'Cancel an own mall order within its cooling-off period (BUSINESS_RULES §13)',
        description:
          'Within ten working days after the order’s business date (`cooling_off_until`; COOLING_OFF_ENDED after). Still processing: cancelled, every sen back to the wallets that paid, the stock and the voucher back, in one transaction. Shipped: `return_requested`, refunded when an administrator marks it returned. Security password and an `Idempotency-Key` header: the same key returns the first reply and refunds once. Refusals change nothing: NO_PERMISSION (not the member’s order), ALREADY_CANCELLED, INVALID_STATE (a starter kit: cancel its package purchase), INCORRECT_SEC_PASSWORD, REQUIRED (reason).',
        security,
        headers: idempotencyHeader,
        body: cancelOrderRequest,
        response: { 200: envelope(cancelOrderReply) },
      },
      handler: async (request, reply) => {
        const { sec_password: secPassword, ...body } = request.body;
        const actor = await memberActor(app.db, signedIn(request), secPassword);
        const result = await runMoneyAction(
          app.db,
          { actor, route: 'mall-cancel-order', key: idempotencyKey(request), body, ip: request.ip },
          (tx) =>
            cancelMemberOrder(tx, {
              memberId: memberId(request),
              username: actor.username,
              orderId: body.order_id,
              reason: body.reason,
            }),
        );
        return reply.status(200).send(result.body);
      },
    });
  });
}
