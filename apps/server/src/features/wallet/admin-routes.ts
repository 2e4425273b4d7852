import {
  adminDepositApprove,
  adminDepositReview,
  adminWalletAdjust,
  depositRecord,
  depositStatus,
  envelope,
  idParams,
  ledgerReport,
  listFormat,
  moneyString,
  numberInput,
  paginated,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyKey } from '../../lib/idempotency.js';
import { sendPrivateImage } from '../../lib/storage.js';
import { adminActionBy } from '../../plugins/auth.js';
import { runMoneyAction } from '../money/index.js';
import { adjustWallet } from './adjust-wallet.js';
import { depositReceiptPath, listDeposits, reviewDeposit } from './deposits.js';
import { exportDeposits } from './export-deposits.js';
import { verifyLedger } from './verify-ledger.js';

const security = [{ bearer: [] }];
const adminDeposit = depositRecord.extend({
  member: z.object({ id: z.number().int(), username: z.string(), member_code: z.string() }),
});

/** Back-office: deposit review queue, wallet adjustments, ledger self-audit. */
export default async function walletAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireAdmin(['admin']);

  app.get('/api/admin/deposits', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Deposit requests by status (`format=csv`: every one of the status)',
      security,
      querystring: z.object({
        status: depositStatus.default('pending'),
        page: numberInput(z.number().int().min(1).max(100_000)).default(1),
        format: listFormat,
      }),
      response: { 200: envelope(paginated(adminDeposit)) },
    },
    handler: async (request, reply) => {
      const { format, page, status } = request.query;
      if (format === 'csv') {
        return sendCsvExport(app.db, reply, {
          list: 'deposits',
          filter: { status },
          ...adminActionBy(request),
          source: exportDeposits(app.db, { status }),
        });
      }
      return ok(await listDeposits(app.db, { status, page }));
    },
  });

  app.get('/api/admin/deposits/:id/receipt', {
    onRequest: admin,
    schema: { tags: ['admin'], summary: 'A deposit receipt image', security, params: idParams },
    handler: async (request, reply) =>
      sendPrivateImage(
        reply,
        app.storage,
        await depositReceiptPath(app.db, { depositId: request.params.id }),
      ),
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/api/admin/deposits/:id/${decision}`, {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          decision === 'approve'
            ? 'Approve a deposit (credits point3)'
            : 'Reject a deposit (reason required)',
        security,
        params: idParams,
        body: decision === 'approve' ? adminDepositApprove : adminDepositReview,
        response: { 200: envelope(depositRecord) },
      },
      handler: async (request, reply) => {
        const by = adminActionBy(request);
        const result = await runMoneyAction(
          app.db,
          {
            ...by,
            route: `deposit-${decision}`,
            key: idempotencyKey(request),
            body: { id: request.params.id, ...request.body },
          },
          (tx) =>
            reviewDeposit(tx, {
              depositId: request.params.id,
              decision: decision === 'approve' ? 'approved' : 'rejected',
              reason: request.body.reason ?? null,
              adminId: by.actor.adminId,
            }),
        );
        return reply.status(200).send(result.body);
      },
    });
  }

  app.post('/api/admin/wallet/adjust', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Credit or debit a member wallet (reason required, audited)',
      security,
      body: adminWalletAdjust,
      response: {
        200: envelope(
          z.object({
            journal_id: z.number().int(),
            username: z.string(),
            wallet: z.string(),
            balance: moneyString,
          }),
        ),
      },
    },
    handler: async (request, reply) => {
      const by = adminActionBy(request);
      const result = await runMoneyAction(
        app.db,
        {
          ...by,
          route: 'wallet-adjust',
          key: idempotencyKey(request),
          body: request.body,
        },
        (tx) =>
          adjustWallet(tx, {
            ...request.body,
            amountSen: request.body.amount,
            adminId: by.actor.adminId,
          }),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.get('/api/admin/ledger/verify', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Ledger self-audit',
      security,
      response: { 200: envelope(ledgerReport) },
    },
    handler: async () => ok(await verifyLedger(app.db)),
  });
}
