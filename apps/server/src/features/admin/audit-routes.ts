import { auditLogPage, auditLogQuery, envelope, listFormat } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { adminActionBy } from '../../plugins/auth.js';
import { exportAuditLog } from './export-audit-log.js';
import { listAuditLog } from './list-audit-log.js';
import { ADMIN_ONLY } from './roles.js';

/** The audit log is read here and nowhere written through HTTP: no update or delete route. */
export default async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/audit-log', {
    onRequest: app.requireAdmin(ADMIN_ONLY),
    schema: {
      tags: ['admin'],
      summary: 'Every admin action, newest first; searchable (`format=csv`: the whole filter)',
      security: [{ bearer: [] }],
      querystring: auditLogQuery.extend({ format: listFormat }),
      response: { 200: envelope(auditLogPage) },
    },
    handler: async (request, reply) => {
      const { format, page, ...filter } = request.query;
      if (format === 'csv')
        return sendCsvExport(app.db, reply, {
          list: 'audit_log',
          filter,
          ...adminActionBy(request),
          source: exportAuditLog(app.db, filter),
        });
      return ok(await listAuditLog(app.db, { ...filter, page }));
    },
  });
}
