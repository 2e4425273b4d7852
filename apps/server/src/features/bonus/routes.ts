import {
  adminBonusesQuery,
  adminBonusRecord,
  bonusRecordQuery,
  bonusRecordReply,
  envelope,
  listFormat,
  paginated,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { pageOf } from '../../lib/pagination.js';
import { adminAuth, memberId } from '../../plugins/auth.js';
import { exportBonuses } from './export-bonuses.js';
import { pageBonuses } from './records.js';

const security = [{ bearer: [] }];

/** Bonus records: the member's own (spec §7 bonus-record) and the back-office list. */
export default async function bonusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/record/bonus-record', {
    onRequest: app.requireMember,
    schema: {
      tags: ['records'],
      summary: 'The member’s bonus records by type, with totals per type',
      security,
      querystring: bonusRecordQuery,
      response: { 200: envelope(bonusRecordReply) },
    },
    handler: async (request) => {
      const { page, bonus } = request.query;
      const { records, total, totals } = await pageBonuses(
        app.db,
        { memberId: memberId(request), bonus },
        page,
      );
      return ok({ ...pageOf(records, page, total), totals });
    },
  });

  app.get('/api/admin/bonuses', {
    onRequest: app.requireAdmin(['admin', 'support']),
    schema: {
      tags: ['admin'],
      summary:
        'Bonus records of every member: type, member, business-date range (`format=csv`: the whole filter)',
      security,
      querystring: adminBonusesQuery.extend({ format: listFormat }),
      response: {
        200: envelope(
          paginated(adminBonusRecord).extend({ totals: bonusRecordReply.shape.totals }),
        ),
      },
    },
    handler: async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') {
        const auth = adminAuth(request);
        return sendCsvExport(app.db, reply, {
          list: 'bonuses',
          filter,
          actor: { adminId: auth.adminId, username: auth.username },
          ip: request.ip,
          source: exportBonuses(app.db, filter),
        });
      }
      const { records, total, totals } = await pageBonuses(app.db, filter, page);
      return ok({ ...pageOf(records, page, total), totals });
    },
  });
}
