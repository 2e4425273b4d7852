import {
  addCartRequest,
  addressesReply,
  cartReply,
  categoriesReply,
  categoryQuery,
  checkoutQuote,
  checkoutReply,
  checkoutRequest,
  claimVoucherRequest,
  clientInfoControlRequest,
  envelope,
  productDetailQuery,
  productDetail as productDetailReply,
  productPage,
  productQuery,
  quoteReply,
  removeCartRequest,
  updateCartRequest,
  voucher,
  voucherQuery,
  vouchersReply,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { runAction } from '../../lib/run-action.js';
import { authenticateMember, memberId, sessionRateKey, signedIn } from '../../plugins/auth.js';
import { memberActor, runMoneyAction } from '../money/index.js';
import { controlAddress, listAddresses } from './addresses.js';
import { getCart, putCart, removeCartLine } from './cart.js';
import { listCategories, listProducts, productDetail } from './catalogue.js';
import { placeOrder, priceOrder } from './checkout.js';
import { claimVoucher, listVouchers } from './vouchers.js';

const security = [{ bearer: [] }];
const language = z.object({ language: categoryQuery.shape.language });

/** The member behind a bearer token, or null for a visitor (a stale token browses as a visitor). */
async function viewer(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  if (!request.headers.authorization) return null;
  try {
    return (await authenticateMember(app.database, request)).memberId;
  } catch {
    return null;
  }
}

/** The catalogue, open to visitors (spec §6): prices are the ones the viewer would pay. */
async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/mall/getCategory', {
    schema: {
      tags: ['mall'],
      summary: 'Active categories in order, each with its number of products',
      querystring: categoryQuery,
      response: { 200: envelope(categoriesReply) },
    },
    handler: async (request) =>
      ok({ records: await listCategories(app.db, request.query.language) }),
  });

  app.get('/api/mall/getProduct', {
    schema: {
      tags: ['mall'],
      summary:
        'Products of a category and/or matching a keyword (any name, any language), pages from 1',
      description:
        'Every word of `keyword` must appear in one of the names, ignoring case and accents. With a bearer token the prices are the member’s (premium members pay premium prices).',
      querystring: productQuery,
      response: { 200: envelope(productPage) },
    },
    handler: async (request) =>
      ok(await listProducts(app.db, await viewer(app, request), request.query)),
  });

  app.get('/api/mall/getProductDetail', {
    schema: {
      tags: ['mall'],
      summary: 'One product with its pictures, description and four prices',
      querystring: productDetailQuery,
      response: { 200: envelope(productDetailReply) },
    },
    handler: async (request) =>
      ok(
        await productDetail(
          app.db,
          await viewer(app, request),
          request.query.mall_product_id,
          request.query.language,
        ),
      ),
  });
}

/** Cart, vouchers, address book and checkout: the member's own, behind the member guard. */
async function shopperRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);
  const cart = async (request: FastifyRequest, lang: z.infer<typeof language>['language']) =>
    ok(await getCart(app.db, memberId(request), lang));

  app.get('/api/mall/getCart', {
    schema: {
      tags: ['mall'],
      summary: 'The cart: every line, flagged when it cannot be bought as it is',
      security,
      querystring: language,
      response: { 200: envelope(cartReply) },
    },
    handler: async (request) => cart(request, request.query.language),
  });

  app.post('/api/mall/addCart', {
    config: { rateLimit: { max: 120, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
    schema: {
      tags: ['mall'],
      summary: 'Add a quantity of a product to the cart (never more than in stock)',
      security,
      body: addCartRequest,
      response: { 200: envelope(cartReply) },
    },
    handler: async (request) => {
      await putCart(app.db, memberId(request), request.body, 'add');
      return cart(request, 'en');
    },
  });

  app.post('/api/mall/updateCart', {
    schema: {
      tags: ['mall'],
      summary: 'Set the quantity of a cart line',
      security,
      body: updateCartRequest,
      response: { 200: envelope(cartReply) },
    },
    handler: async (request) => {
      await putCart(app.db, memberId(request), request.body, 'set');
      return cart(request, 'en');
    },
  });

  app.post('/api/mall/removeCart', {
    schema: {
      tags: ['mall'],
      summary: 'Remove a line from the cart',
      security,
      body: removeCartRequest,
      response: { 200: envelope(cartReply) },
    },
    handler: async (request) => {
      await removeCartLine(app.db, memberId(request), request.body.mall_product_id);
      return cart(request, 'en');
    },
  });

  app.get('/api/mall/getVoucher', {
    schema: {
      tags: ['mall'],
      summary: 'Vouchers: available to claim, claimed, used or expired',
      security,
      querystring: voucherQuery,
      response: { 200: envelope(vouchersReply) },
    },
    handler: async (request) =>
      ok({ records: await listVouchers(app.db, memberId(request), request.query.status) }),
  });

  app.post('/api/mall/claimVoucher', {
    config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
    schema: {
      tags: ['mall'],
      summary: 'Claim a voucher (by id or code) into the member’s list',
      security,
      body: claimVoucherRequest,
      response: { 200: envelope(voucher) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, null, (tx) => claimVoucher(tx, memberId(request), request.body)),
        'success_submit',
      ),
  });

  app.get('/api/mall/getClientInfo', {
    schema: {
      tags: ['mall'],
      summary: 'The address book, the default first',
      security,
      response: { 200: envelope(addressesReply) },
    },
    handler: async (request) => ok({ records: await listAddresses(app.db, memberId(request)) }),
  });

  app.post('/api/mall/clientInfoControl', {
    config: { rateLimit: { max: 60, timeWindow: '10 minutes', keyGenerator: sessionRateKey } },
    schema: {
      tags: ['mall'],
      summary: 'Add, edit, delete or make default an address (at most 20)',
      security,
      body: clientInfoControlRequest,
      response: { 200: envelope(addressesReply) },
    },
    handler: async (request) => {
      const id = memberId(request);
      const records = await runAction(app.db, null, (tx) => controlAddress(tx, id, request.body));
      return ok({ records }, 'success_submit');
    },
  });

  app.post('/api/mall/caclculatePay', {
    schema: {
      tags: ['mall'],
      summary: 'What an order would cost and take from each wallet (nothing is changed)',
      security,
      body: checkoutQuote,
      response: { 200: envelope(quoteReply) },
    },
    handler: async (request) =>
      ok((await priceOrder(app.db, memberId(request), request.body)).reply),
  });

  for (const [path, selfPickup] of [
    ['/api/mall/checkout', 0],
    ['/api/mall/checkoutSelfPickup', 1],
  ] as const) {
    app.post(path, {
      config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
      schema: {
        tags: ['mall'],
        summary:
          selfPickup === 1
            ? 'Place an order for collection at a centre (mall_collect_point_id)'
            : 'Place an order for delivery to a saved address (address_id)',
        description:
          'Security password and an `Idempotency-Key` header: the same key returns the first reply and charges once. In one transaction: the payment journal, the stock, the voucher and the order; a refusal changes nothing.',
        security,
        headers: idempotencyHeader,
        body: checkoutRequest,
        response: { 200: envelope(checkoutReply) },
      },
      handler: async (request, reply) => {
        const { sec_password: secPassword, ...input } = request.body;
        const actor = await memberActor(app.db, signedIn(request), secPassword);
        const body = { ...input, self_pickup: selfPickup };
        const result = await runMoneyAction(
          app.db,
          { actor, route: path, key: idempotencyKey(request), body, ip: request.ip },
          (tx) => placeOrder(tx, { id: memberId(request), username: actor.username }, body),
        );
        return reply.status(200).send(result.body);
      },
    });
  }
}

export default async function mallRoutes(app: FastifyInstance) {
  await app.register(catalogueRoutes);
  await app.register(shopperRoutes);
}
