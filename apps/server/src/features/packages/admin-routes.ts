import { envelope, idParams, pageQuery, userPackagesReply } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { pageOf } from '../../lib/pagination.js';
import { memberUserPackages } from './user-packages.js';

/** Back-office: a member's package history. */
export default async function adminPackageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/admin/members/:id/packages', {
    onRequest: app.requireAdmin(['admin', 'support']),
    schema: {
      tags: ['admin'],
      summary: 'A member’s package purchases',
      security: [{ bearer: [] }],
      params: idParams,
      querystring: pageQuery,
      response: { 200: envelope(userPackagesReply) },
    },
    handler: async (request) => {
      const { records, total } = await memberUserPackages(
        app.db,
        request.params.id,
        request.query.page,
      );
      return ok(pageOf(records, request.query.page, total));
    },
  });
}
