import {
  adminWithdrawal,
  adminWithdrawalApprove,
  adminWithdrawalPage,
  adminWithdrawalPay,
  adminWithdrawalQuery,
  adminWithdrawalReject,
  bankInfo,
  envelope,
  idParams,
  listFormat,
  userBankRequest,
  withdrawInfo,
  withdrawRecord,
  withdrawRecordPage,
  withdrawRecordQuery,
  withdrawRequest,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { adminActionBy, memberId, signedIn } from '../../plugins/auth.js';
import { memberActor, runMoneyAction } from '../money/index.js';
import { mailNotice } from '../notifications/index.js';
import { getBankInfo, saveBankDetails } from './bank.js';
import { decideWithdrawal, type WithdrawalDecision } from './decide-withdrawal.js';
import { exportPayoutFile } from './export-payout-file.js';
import { exportWithdrawalList } from './export-withdrawal-list.js';
import { withdrawInfo as loadWithdrawInfo } from './get-withdraw-info.js';
import { memberWithdrawals } from './list-member-withdrawals.js';
import { listWithdrawals } from './list-withdrawals.js';
import { requestWithdrawal } from './request-withdrawal.js';

const security = [{ bearer: [] }];
const moneyDescription =
  'Send an `Idempotency-Key` header: the same key returns the first reply and moves money once.';

/** Bank details and withdrawals for members (spec §7 user-bank, get-bank-info, withdrawCash, withdraw-record). */
async function memberWithdrawalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.get('/api/member/get-bank-info', {
    schema: {
      tags: ['withdrawal'],
      summary: 'The saved bank details (read-only once saved)',
      security,
      response: { 200: envelope(bankInfo) },
    },
    handler: async (request) => ok(await getBankInfo(app.db, memberId(request))),
  });

  app.post('/api/member/user-bank', {
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: {
      tags: ['withdrawal'],
      summary: 'Save the bank details withdrawals are paid to (once)',
      security,
      headers: idempotencyHeader,
      body: userBankRequest,
      response: { 200: envelope(bankInfo) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, ...details } = request.body;
      const actor = await memberActor(app.db, signedIn(request), secPassword);
      const result = await runMoneyAction(
        app.db,
        { actor, route: 'user-bank', key: idempotencyKey(request), body: details, ip: request.ip },
        (tx) => saveBankDetails(tx, { memberId: memberId(request), details }),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.get('/api/wallet/withdraw-info', {
    schema: {
      tags: ['withdrawal'],
      summary: 'Balance, minimum, fee, bank account and what blocks a withdrawal now',
      security,
      response: { 200: envelope(withdrawInfo) },
    },
    handler: async (request) => ok(await loadWithdrawInfo(app.db, memberId(request))),
  });

  app.post('/api/wallet/withdrawCash', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags: ['withdrawal'],
      summary: 'Withdraw point1 to the saved bank account (whole MYR; fee deducted)',
      description: moneyDescription,
      security,
      headers: idempotencyHeader,
      body: withdrawRequest,
      response: { 200: envelope(withdrawRecord) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, amount } = request.body;
      const actor = await memberActor(app.db, signedIn(request), secPassword);
      const result = await runMoneyAction(
        app.db,
        {
          actor,
          route: 'withdrawCash',
          key: idempotencyKey(request),
          body: { amount: amount.toString() },
          ip: request.ip,
        },
        (tx) => requestWithdrawal(tx, { memberId: memberId(request), amountSen: amount }),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.get('/api/wallet/withdraw-record', {
    schema: {
      tags: ['withdrawal'],
      summary: "The member's withdrawals, newest first",
      security,
      querystring: withdrawRecordQuery,
      response: { 200: envelope(withdrawRecordPage) },
    },
    handler: async (request) =>
      ok(await memberWithdrawals(app.db, memberId(request), request.query)),
  });
}

/** Back-office: the withdrawal queue with totals, decisions, the bank payout file. */
async function adminWithdrawalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireAdmin(['admin']);

  app.get('/api/admin/withdrawals', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary:
        'Withdrawals by status, dates and member, with totals of the filter (`format=csv`: the whole filter)',
      security,
      querystring: adminWithdrawalQuery.extend({ format: listFormat }),
      response: { 200: envelope(adminWithdrawalPage) },
    },
    handler: async (request, reply) => {
      const { format, page, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsvExport(app.db, reply, {
          list: 'withdrawals',
          filter,
          ...adminActionBy(request),
          source: exportWithdrawalList(app.db, filter),
        });
      }
      return ok(await listWithdrawals(app.db, { ...filter, page }));
    },
  });

  app.get('/api/admin/withdrawals/export.csv', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'Bank payout file (CSV) of the filter (approved by default); audited',
      security,
      querystring: adminWithdrawalQuery.omit({ page: true }).extend({
        status: adminWithdrawalQuery.shape.status.unwrap().default('approved'),
      }),
    },
    handler: async (request, reply) => {
      const csv = await exportPayoutFile(
        app.db,
        {
          ...adminActionBy(request),
        },
        request.query,
      );
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="withdrawals-${request.query.status}-${stamp}.csv"`,
        )
        .send(csv);
    },
  });

  const decisions = {
    approve: {
      body: adminWithdrawalApprove,
      summary: 'Approve a pending withdrawal (to be paid)',
      decision: (b: { reason?: string }): WithdrawalDecision => ({
        to: 'approved',
        reason: b.reason || null,
      }),
    },
    reject: {
      body: adminWithdrawalReject,
      summary: 'Reject a pending withdrawal: the full amount back to point1 (reason required)',
      decision: (b: { reason: string }): WithdrawalDecision => ({
        to: 'rejected',
        reason: b.reason,
      }),
    },
    pay: {
      body: adminWithdrawalPay,
      summary: 'Mark an approved withdrawal paid, with the bank reference (completed)',
      decision: (b: { bank_reference: string }): WithdrawalDecision => ({
        to: 'completed',
        bankReference: b.bank_reference,
      }),
    },
  } as const;

  for (const [name, def] of Object.entries(decisions)) {
    app.post(`/api/admin/withdrawals/:id/${name}`, {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: def.summary,
        description: moneyDescription,
        security,
        params: idParams,
        headers: idempotencyHeader,
        body: def.body,
        response: { 200: envelope(adminWithdrawal) },
      },
      handler: async (request, reply) => {
        const by = adminActionBy(request);
        const decision = def.decision(request.body as never);
        const result = await runMoneyAction(
          app.db,
          {
            ...by,
            route: `withdrawal-${name}`,
            key: idempotencyKey(request),
            body: { id: request.params.id, ...decision },
          },
          async (tx) => {
            const done = await decideWithdrawal(tx, {
              id: request.params.id,
              decision,
              adminId: by.actor.adminId,
            });
            // Told once, with the decision: a replayed request (same key) does not mail again.
            const w = done.data;
            await mailNotice(
              tx,
              w.member.id,
              decision.to === 'approved'
                ? { kind: 'withdraw_approved', amount: w.amount }
                : decision.to === 'rejected'
                  ? { kind: 'withdraw_rejected', amount: w.amount, reason: decision.reason }
                  : {
                      kind: 'withdraw_paid',
                      amount: w.amount,
                      received: w.amount_received,
                      reference: decision.bankReference,
                    },
            );
            return done;
          },
        );
        return reply.status(200).send(result.body);
      },
    });
  }
}

export default async function withdrawalRoutes(app: FastifyInstance) {
  await app.register(memberWithdrawalRoutes);
  await app.register(adminWithdrawalRoutes);
}
