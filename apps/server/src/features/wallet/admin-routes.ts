import {
  adminDepositApprove,
  adminDepositReview,
  adminWalletAdjust,
  depositRecord,
  depositStatus,
  envelope,
  ledgerReport,
  moneyString,
  PAGE_SIZE,
  paginated,
} from '@rangkai/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deposits, members } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyKey, runIdempotent } from '../../lib/idempotency.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { sendPrivateImage } from '../../lib/storage.js';
import { adminAuth } from '../../plugins/auth.js';
import { findAdjustable, postAdjustment } from './adjust-wallet.js';
import { reviewDeposit, toDepositRecord } from './deposits.js';
import { verifyLedger } from './verify-ledger.js';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive() });
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
      summary: 'Deposit requests by status',
      security,
      querystring: z.object({
        status: depositStatus.default('pending'),
        page: z.coerce.number().int().min(1).default(1),
      }),
      response: { 200: envelope(paginated(adminDeposit)) },
    },
    handler: async (request) => {
      const { status, page } = request.query;
      const [rows, [{ n }]] = await Promise.all([
        app.db
          .select({ d: deposits, username: members.username, code: members.memberCode })
          .from(deposits)
          .innerJoin(members, eq(members.id, deposits.memberId))
          .where(eq(deposits.status, status))
          .orderBy(status === 'pending' ? deposits.id : desc(deposits.id))
          .limit(PAGE_SIZE)
          .offset(pageOffset(page)),
        app.db.select({ n: count() }).from(deposits).where(eq(deposits.status, status)),
      ]);
      return ok(
        pageOf(
          rows.map((r) => ({
            ...toDepositRecord(r.d),
            member: { id: r.d.memberId, username: r.username, member_code: r.code },
          })),
          page,
          n,
        ),
      );
    },
  });

  app.get('/api/admin/deposits/:id/receipt', {
    onRequest: admin,
    schema: { tags: ['admin'], summary: 'A deposit receipt image', security, params: idParams },
    handler: async (request, reply) => {
      const [row] = await app.db
        .select({ path: deposits.receiptPath })
        .from(deposits)
        .where(eq(deposits.id, request.params.id));
      return sendPrivateImage(reply, app.storage, row?.path);
    },
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
      handler: async (request) => {
        const auth = adminAuth(request);
        const record = await reviewDeposit(app.db, {
          depositId: request.params.id,
          decision: decision === 'approve' ? 'approved' : 'rejected',
          reason: request.body.reason ?? null,
          admin: { adminId: auth.adminId, username: auth.username },
          ip: request.ip,
        });
        return ok(record, 'success_submit');
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
      const auth = adminAuth(request);
      const input = {
        ...request.body,
        amountSen: request.body.amount,
        admin: { adminId: auth.adminId, username: auth.username },
        ip: request.ip,
      };
      let member = { id: 0, username: '' };
      const result = await runIdempotent(
        app.db,
        {
          subjectType: 'admin',
          subjectId: auth.adminId,
          key: idempotencyKey(request),
          route: 'wallet-adjust',
          body: request.body,
        },
        async () => {
          member = await findAdjustable(app.db, input.username);
        },
        async (tx) => ok(await postAdjustment(tx, member, input), 'success_submit'),
      );
      return reply.status(result.statusCode as 200).send(result.body as never);
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
