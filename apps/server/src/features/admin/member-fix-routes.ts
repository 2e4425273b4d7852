import {
  adminActionRequest,
  adminMemberDetail,
  adminMemberIdParams,
  adminMemberProfileRequest,
  adminPasswordResetReply,
  envelope,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { getMemberDetail } from './get-member-detail.js';
import { ADMIN_ONLY } from './roles.js';
import { sendMemberPasswordReset } from './send-member-password-reset.js';
import { updateMemberProfile } from './update-member-profile.js';

/** Fixing a member's account: their details and a password-reset mail (admins; audited). */
export default async function adminMemberFixRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put('/api/admin/members/:id/profile', {
    onRequest: app.requireAdmin(ADMIN_ONLY),
    schema: {
      tags: ['admin'],
      summary:
        "Correct a member's name, e-mail, phone, country, state, address or postcode (the old and new e-mail addresses are both told)",
      security: [{ bearer: [] }],
      params: adminMemberIdParams,
      body: adminMemberProfileRequest,
      response: { 200: envelope(adminMemberDetail) },
    },
    handler: async (request) => {
      const memberId = request.params.id;
      const { reason, ...input } = request.body;
      await runAction(app.db, adminActionBy(request), (tx) =>
        updateMemberProfile(tx, { memberId, input, reason }),
      );
      return ok(await getMemberDetail(app.db, { memberId }));
    },
  });

  app.post('/api/admin/members/:id/password-reset', {
    onRequest: app.requireAdmin(ADMIN_ONLY),
    schema: {
      tags: ['admin'],
      summary:
        'E-mail the member a code to set a new password (the forgotten-password flow; the reply holds no code)',
      security: [{ bearer: [] }],
      params: adminMemberIdParams,
      body: adminActionRequest,
      response: { 200: envelope(adminPasswordResetReply) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          sendMemberPasswordReset(tx, {
            memberId: request.params.id,
            reason: request.body.reason,
          }),
        ),
      ),
  });
}
