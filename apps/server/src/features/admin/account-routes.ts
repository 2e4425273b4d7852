import { adminAccount, createAdminReply, createAdminRequest, envelope } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { createAdmin, listAdmins } from './admin-accounts.js';
import { ADMIN_ONLY } from './roles.js';

/** Back-office accounts: admin only. */
export default async function adminAccountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin(ADMIN_ONLY));

  app.get('/api/admin/admins', {
    schema: {
      tags: ['admin'],
      summary: 'Back-office accounts',
      security: [{ bearer: [] }],
      response: { 200: envelope(z.array(adminAccount)) },
    },
    handler: async () => ok(await listAdmins(app.db)),
  });

  app.post('/api/admin/admins', {
    schema: {
      tags: ['admin'],
      summary: 'Create an admin or support account (password generated when absent)',
      security: [{ bearer: [] }],
      body: createAdminRequest,
      response: { 200: envelope(createAdminReply) },
    },
    handler: async (request) =>
      ok(await runAction(app.db, adminActionBy(request), (tx) => createAdmin(tx, request.body))),
  });
}
