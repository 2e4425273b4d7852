import {
  adminPasswordRequest,
  cancellationsReply,
  envelope,
  goLiveReply,
  reconciliationQuery,
  reconciliationReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy, adminAuth } from '../../plugins/auth.js';
import { cancellationsReport } from './cancellations.js';
import { changeAdminPassword } from './change-password.js';
import { goLiveChecklist } from './go-live.js';
import { reconciliation } from './reconciliation.js';
import { STAFF } from './roles.js';

/**
 * The go-live checklist, the operator's own password, the reconciliation and the cancellations
 * report: admins and support.
 */
export default async function adminReportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/go-live', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary: 'What still holds a placeholder or is missing before going live',
      security: [{ bearer: [] }],
      response: { 200: envelope(goLiveReply) },
    },
    handler: async () => ok(await goLiveChecklist(app.db, app.config)),
  });

  app.post('/api/admin/me/password', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary: "Change the operator's own password (the current one checked)",
      security: [{ bearer: [] }],
      body: adminPasswordRequest,
      response: { 200: envelope(z.object({ changed: z.literal(true) })) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          changeAdminPassword(tx, {
            adminId: adminAuth(request).adminId,
            tokenId: adminAuth(request).tokenId,
            currentPassword: request.body.current_password,
            password: request.body.password,
          }),
        ),
      ),
  });

  app.get('/api/admin/reports/reconciliation', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary:
        'Revenue, bonuses and paid withdrawals of a range of business dates, from the ledger',
      security: [{ bearer: [] }],
      querystring: reconciliationQuery,
      response: { 200: envelope(reconciliationReply) },
    },
    handler: async (request) =>
      ok(
        await reconciliation(app.db, {
          from: request.query.from,
          to: request.query.to,
          timeZone: app.config.TZ_BUSINESS,
        }),
      ),
  });

  app.get('/api/admin/reports/cancellations', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary:
        'Cooling-off cancellations of a range of business dates (BUSINESS_RULES §13): purchases cancelled, BV, refunds, sponsor clawbacks, debts outstanding',
      security: [{ bearer: [] }],
      querystring: reconciliationQuery,
      response: { 200: envelope(cancellationsReply) },
    },
    handler: async (request) =>
      ok(
        await cancellationsReport(app.db, {
          from: request.query.from,
          to: request.query.to,
          timeZone: app.config.TZ_BUSINESS,
        }),
      ),
  });
}
