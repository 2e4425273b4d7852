import {
  idParams,
  orderReceiptQuery,
  packageReceiptQuery,
  receiptLanguageQuery,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId } from '../../plugins/auth.js';
import { mailLang } from '../otp/index.js';
import { orderReceipt } from './order-receipt.js';
import { packageReceipt } from './package-receipt.js';
import type { Receipt } from './receipt.js';
import { receiptFont } from './receipt-font.js';
import { renderReceipt } from './render-receipt.js';

const security = [{ bearer: [] }];
/** A receipt with Chinese names costs ~0.1–0.4 s of CPU (font subset): a member's budget. */
const RECEIPT_LIMIT = { max: 30, timeWindow: '1 minute' };
const description =
  'A PDF (`application/pdf`, shown inline); refusals are the usual JSON envelope.';

/** Receipts (spec §2 receipt screen): the buyer's own, and any of them for the back-office. */
export default async function receiptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The PDF, its words in the reader's language (English, Chinese or Malay; others English). */
  async function send(reply: FastifyReply, receipt: Receipt, language: string) {
    const pdf = await renderReceipt(receipt, receiptFont(app.log), mailLang(language));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="receipt-${receipt.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', app.requireMember);

    member.get('/api/mall/receipt', {
      config: { rateLimit: RECEIPT_LIMIT },
      schema: {
        tags: ['mall'],
        summary: 'The receipt of an order the member holds or paid for (PDF)',
        description,
        security,
        querystring: orderReceiptQuery,
      },
      handler: async (request, reply) =>
        send(
          reply,
          await orderReceipt(app.db, {
            orderId: request.query.order_id,
            memberId: memberId(request),
          }),
          request.query.language,
        ),
    });

    member.get('/api/package/receipt', {
      config: { rateLimit: RECEIPT_LIMIT },
      schema: {
        tags: ['package'],
        summary: 'The receipt of a package purchase the member holds or paid for (PDF)',
        description,
        security,
        querystring: packageReceiptQuery,
      },
      handler: async (request, reply) =>
        send(
          reply,
          await packageReceipt(app.db, {
            userPackageId: request.query.user_package_id,
            memberId: memberId(request),
          }),
          request.query.language,
        ),
    });
  });

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', app.requireAdmin(['admin', 'support']));

    admin.get('/api/admin/orders/:id/receipt', {
      schema: {
        tags: ['admin'],
        summary: 'The receipt of any order (PDF)',
        description,
        security,
        params: idParams,
        querystring: receiptLanguageQuery,
      },
      handler: async (request, reply) =>
        send(
          reply,
          await orderReceipt(app.db, { orderId: request.params.id }),
          request.query.language,
        ),
    });

    admin.get('/api/admin/user-packages/:id/receipt', {
      schema: {
        tags: ['admin'],
        summary: 'The receipt of any package purchase (PDF)',
        description,
        security,
        params: idParams,
        querystring: receiptLanguageQuery,
      },
      handler: async (request, reply) =>
        send(
          reply,
          await packageReceipt(app.db, { userPackageId: request.params.id }),
          request.query.language,
        ),
    });
  });
}
