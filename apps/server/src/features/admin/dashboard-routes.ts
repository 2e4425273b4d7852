import { adminDashboard, adminMe, envelope } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminAuth } from '../../plugins/auth.js';
import { getDashboard } from './get-dashboard.js';
import { ADMIN_ONLY, STAFF } from './roles.js';

export default async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/me', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary: 'The logged-in operator and their role',
      security: [{ bearer: [] }],
      response: { 200: envelope(adminMe) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      return ok({ id: auth.adminId, username: auth.username, role: auth.role });
    },
  });

  app.get('/api/admin/dashboard', {
    onRequest: app.requireAdmin(ADMIN_ONLY),
    schema: {
      tags: ['admin'],
      summary: "Today's figures and the last 30 business days",
      security: [{ bearer: [] }],
      response: { 200: envelope(adminDashboard) },
    },
    handler: async () => ok(await getDashboard(app.db, { timeZone: app.config.TZ_BUSINESS })),
  });
}
