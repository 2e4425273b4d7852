import {
  changeWalletRequest,
  checkReceiverRequest,
  depositRecord,
  depositRecordPage,
  envelope,
  getWalletReply,
  idParams,
  movementReply,
  PAGE_SIZE,
  pageQuery,
  receiverInfo,
  transferRecordPage,
  transferRequest,
  walletRecordPage,
  walletRecordQuery,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { readForm } from '../../lib/form.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { pageOf } from '../../lib/pagination.js';
import { withinLimit } from '../../lib/shared-counter.js';
import { sendPrivateImage } from '../../lib/storage.js';
import { bearer, memberId } from '../../plugins/auth.js';
import { runMoneyAction } from '../money/index.js';
import {
  depositReceiptPath,
  listMemberDeposits,
  parseDepositForm,
  requestDeposit,
} from './deposits.js';
import { getWallet } from './get-wallet.js';
import { transferRecords, walletRecords } from './records.js';
import {
  findReceiver,
  type Movement,
  movementBulk,
  movementReceiver,
  movePoints,
  readReceiver,
} from './transfer-points.js';

const security = [{ bearer: [] }];
/** Receiver look-ups per member (each answers a contact number). */
export const RECEIVER_LOOKUP_LIMIT = { max: 30, windowMs: 60_000 };

/**
 * Transfer and change wallet, through the one money path (`runMoneyAction`): each names the two
 * members it moves, so the movements of one moment share a transaction (see `MoneyBatcher`). Behind
 * `requireBearer`: the money gate checks the session exactly as the member guard does, in its own
 * statement, and the receiver is read beside it — two round trips before the posting, not four.
 */
async function movementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireBearer);

  async function sendMovement(
    reply: FastifyReply,
    request: FastifyRequest,
    validated: { sec_password: string },
    route: string,
    movement: Movement,
  ) {
    const { sec_password: secPassword, ...body } = validated;
    const receiver = readReceiver(app.db, movement);
    let receiverId = 0;
    const result = await runMoneyAction(
      app.db,
      {
        actor: { type: 'bearer', token: bearer(request)!, secPassword },
        route,
        key: idempotencyKey(request),
        body,
        ip: request.ip,
        members: async (senderId) => {
          receiverId = await movementReceiver(senderId, movement, receiver);
          return [senderId, receiverId];
        },
      },
      (tx, senderId) => movePoints(tx, senderId, receiverId, movement),
      (senderId) => movementBulk(senderId, receiverId, movement),
    );
    return reply.status(result.statusCode).send(result.body);
  }

  app.post('/api/wallet/wallet-transafer', {
    schema: {
      tags: ['wallet'],
      summary: 'Transfer point1 or point3 to another member',
      description:
        'Send an `Idempotency-Key` header: the same key returns the first reply and moves money once.',
      security,
      headers: idempotencyHeader,
      body: transferRequest,
      response: { 200: envelope(movementReply) },
    },
    handler: (request, reply) =>
      sendMovement(reply, request, request.body, 'wallet-transafer', {
        kind: 'transfer',
        receiver: request.body.username,
        fromWallet: request.body.transfer_type,
        toWallet: request.body.transfer_type,
        amountSen: request.body.amount,
        remark: request.body.remark || null,
      }),
  });

  app.post('/api/wallet/changeWallet', {
    schema: {
      tags: ['wallet'],
      summary: 'Change point1 into point2, point3 or point4 (1:1)',
      security,
      headers: idempotencyHeader,
      body: changeWalletRequest,
      response: { 200: envelope(movementReply) },
    },
    handler: (request, reply) =>
      sendMovement(reply, request, request.body, 'changeWallet', {
        kind: 'change_wallet',
        receiver: null,
        fromWallet: 'point1',
        toWallet: request.body.transfer_type,
        amountSen: request.body.amount,
        remark: null,
      }),
  });
}

/** The other member wallet routes, behind the member guard. */
async function memberWalletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/api/member/checkReceiver', {
    schema: {
      tags: ['wallet'],
      summary: 'Look up a transfer receiver',
      security,
      body: checkReceiverRequest,
      response: { 200: envelope(receiverInfo) },
    },
    handler: async (request) => {
      // It reveals a member's contact number: limited per member, across every server process.
      if (!(await withinLimit(app.db, `receiver:${memberId(request)}`, RECEIVER_LOOKUP_LIMIT)))
        throw new AppError('TOO_MANY_REQUESTS');
      const receiver = await findReceiver(app.db, request.body.username);
      if (receiver.id === memberId(request))
        throw fieldError('CANNOT_TRANSFER_TO_SELF', 'username');
      return ok({
        member_code: receiver.memberCode,
        username: receiver.username,
        contact_number: receiver.contactNumber,
        country: { id: receiver.countryId, name_en: receiver.countryName },
      });
    },
  });

  app.get('/api/wallet/getWallet', {
    schema: {
      tags: ['wallet'],
      summary: 'Deposit address, its QR code and any pending deposit',
      security,
      response: { 200: envelope(getWalletReply) },
    },
    handler: async (request) => ok(await getWallet(app.database, memberId(request))),
  });

  app.post('/api/wallet/deposit', {
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags: ['wallet'],
      summary: 'Request a deposit into point3',
      description:
        'multipart/form-data (amount, method fpx|local, reference, optional `receipt` JPG/PNG ≤ 5 MB) or JSON. One pending deposit at a time.',
      security,
      response: { 200: envelope(depositRecord) },
    },
    handler: async (request) => {
      const input = await parseDepositForm(await readForm(request, { files: ['receipt'] }));
      return ok(
        await requestDeposit(app.db, app.storage, {
          memberId: memberId(request),
          amountSen: input.amount,
          method: input.method,
          reference: input.reference,
          receipt: input.receipt,
        }),
        'success_submit',
      );
    },
  });

  app.get('/api/wallet/deposit-record', {
    schema: {
      tags: ['wallet'],
      summary: "The member's deposit requests",
      security,
      querystring: pageQuery,
      response: { 200: envelope(depositRecordPage) },
    },
    handler: async (request) => {
      const { records, total } = await listMemberDeposits(
        app.db,
        memberId(request),
        request.query.page,
        PAGE_SIZE,
      );
      return ok(pageOf(records, request.query.page, total));
    },
  });

  app.get('/api/wallet/deposit/:id/receipt', {
    schema: {
      tags: ['wallet'],
      summary: 'A deposit receipt image (owner only)',
      security,
      params: idParams,
    },
    handler: async (request, reply) => {
      const path = await depositReceiptPath(app.db, {
        depositId: request.params.id,
        memberId: memberId(request),
      });
      return sendPrivateImage(reply, app.storage, path);
    },
  });

  app.get('/api/record/wallet-record', {
    schema: {
      tags: ['records'],
      summary: "Ledger lines of the member's wallets",
      security,
      querystring: walletRecordQuery,
      response: { 200: envelope(walletRecordPage) },
    },
    handler: async (request) =>
      ok(await walletRecords(app.database, memberId(request), request.query)),
  });

  app.get('/api/wallet/wallet-tranfer-record', {
    schema: {
      tags: ['records'],
      summary: 'Transfers in and out',
      security,
      querystring: pageQuery,
      response: { 200: envelope(transferRecordPage) },
    },
    handler: async (request) =>
      ok(await transferRecords(app.db, memberId(request), request.query.page)),
  });
}

export default async function walletRoutes(app: FastifyInstance) {
  await app.register(movementRoutes);
  await app.register(memberWalletRoutes);
}
