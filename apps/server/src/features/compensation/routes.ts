import {
  adminBonusClosesQuery,
  adminBonusClosesReply,
  adminCloseDateReply,
  adminCloseDateRequest,
  envelope,
  rankHistoryReply,
  salesSummary,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminAuth, memberId } from '../../plugins/auth.js';
import { closeDateByAdmin } from './close-date-by-admin.js';
import { salesSummary as loadSales, pageCloses, rankHistoryOf } from './queries.js';

const security = [{ bearer: [] }];

/** Sales figures and rank history for members; daily closes and payout ratio for the back-office. */
export default async function compensationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/record/sales', {
    onRequest: app.requireMember,
    schema: {
      tags: ['records'],
      summary: 'The member’s sales figures (legs, carries, groups, team) and bonus totals',
      security,
      response: { 200: envelope(salesSummary) },
    },
    handler: async (request) => ok(await loadSales(app.db, memberId(request))),
  });

  app.get('/api/record/rank-history', {
    onRequest: app.requireMember,
    schema: {
      tags: ['records'],
      summary: 'Every rank the member reached, newest first',
      security,
      response: { 200: envelope(rankHistoryReply) },
    },
    handler: async (request) => ok({ records: await rankHistoryOf(app.db, memberId(request)) }),
  });

  app.get('/api/admin/bonus-closes', {
    onRequest: app.requireAdmin(['admin', 'support']),
    schema: {
      tags: ['admin'],
      summary: 'Daily closes: dates waiting, closed dates with figures, payout ratio over a range',
      security,
      querystring: adminBonusClosesQuery,
      response: { 200: envelope(adminBonusClosesReply) },
    },
    handler: async (request) => {
      const { page, ...filter } = request.query;
      return ok(await pageCloses(app.db, filter, page));
    },
  });

  app.post('/api/admin/bonus-closes/close', {
    onRequest: app.requireAdmin(['admin']),
    schema: {
      tags: ['admin'],
      summary: 'Close a business date now (the oldest waiting one); a closed date changes nothing',
      security,
      body: adminCloseDateRequest,
      response: { 200: envelope(adminCloseDateReply) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      const { date } = request.body;
      const closed = await closeDateByAdmin(app.db, date, {
        adminId: auth.adminId,
        username: auth.username,
        ip: request.ip,
      });
      return ok(closed, 'success_submit');
    },
  });
}
