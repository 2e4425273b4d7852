import { auditLogPage, auditLogQuery, envelope } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { listAuditLog } from './list-audit-log.js';
import { ADMIN_ONLY } from './roles.js';

/** The audit log is read here and nowhere written through HTTP: no update or delete route. */
export default async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/audit-log', {
    onRequest: app.requireAdmin(ADMIN_ONLY),
    schema: {
      tags: ['admin'],
      summary: 'Every admin action, newest first; searchable',
      security: [{ bearer: [] }],
      querystring: auditLogQuery,
      response: { 200: envelope(auditLogPage) },
    },
    handler: async (request) => ok(await listAuditLog(app.db, request.query)),
  });
}
