import { envelope, memberInfo } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { memberId } from '../../plugins/auth.js';
import { getMemberInfo } from './get-member-info.js';

export default async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.get('/api/member/get-member-info', {
    schema: {
      tags: ['member'],
      summary: 'The logged-in member (spec §3 User info)',
      security: [{ bearer: [] }],
      response: { 200: envelope(memberInfo) },
    },
    handler: async (request) => ok(await getMemberInfo(app.db, memberId(request))),
  });
}
