import {
  adminActionRequest,
  adminLedgerPage,
  adminLedgerQuery,
  adminMemberDetail,
  adminMemberIdParams,
  adminMemberPage,
  adminMemberSearchQuery,
  envelope,
  listFormat,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { exportLedgerLines } from './export-ledger-lines.js';
import { exportMembers } from './export-members.js';
import { getMemberDetail } from './get-member-detail.js';
import { listLedgerLines } from './list-ledger-lines.js';
import { applyMemberAction, type MemberAction } from './member-actions.js';
import { ADMIN_ONLY, STAFF } from './roles.js';
import { searchMembers } from './search-members.js';

/** URL segment → status action. */
const actionPaths: Record<string, { action: MemberAction; summary: string }> = {
  suspend: { action: 'suspend', summary: 'Suspend a member (ends their sessions)' },
  unsuspend: { action: 'unsuspend', summary: 'Lift a suspension' },
  'reset-sec-password': { action: 'reset_sec_password', summary: 'Reset the security password' },
  'reset-bank': { action: 'reset_bank', summary: 'Reset the saved bank details' },
};

export default async function adminMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/members', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary:
        'Search members by username, code, name, e-mail, phone or IC (`format=csv`: every match)',
      security: [{ bearer: [] }],
      querystring: adminMemberSearchQuery.extend({ format: listFormat }),
      response: { 200: envelope(adminMemberPage) },
    },
    handler: async (request, reply) => {
      const { format, page, q } = request.query;
      if (format === 'csv')
        return sendCsvExport(app.db, reply, {
          list: 'members',
          filter: { q },
          ...adminActionBy(request),
          source: exportMembers(app.db, { q }),
        });
      return ok(await searchMembers(app.db, { q, page }));
    },
  });

  app.get('/api/admin/members/:id', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary: 'A member: profile, package, rank, trees, wallets',
      security: [{ bearer: [] }],
      params: adminMemberIdParams,
      response: { 200: envelope(adminMemberDetail) },
    },
    handler: async (request) => ok(await getMemberDetail(app.db, { memberId: request.params.id })),
  });

  app.get('/api/admin/members/:id/ledger', {
    onRequest: app.requireAdmin(STAFF),
    schema: {
      tags: ['admin'],
      summary: "A member's ledger lines, newest first (`format=csv`: every line of the filter)",
      security: [{ bearer: [] }],
      params: adminMemberIdParams,
      querystring: adminLedgerQuery.extend({ format: listFormat }),
      response: { 200: envelope(adminLedgerPage) },
    },
    handler: async (request, reply) => {
      const { format, page, wallet } = request.query;
      const memberId = request.params.id;
      if (format === 'csv')
        return sendCsvExport(app.db, reply, {
          list: 'ledger',
          filter: { member_id: memberId, wallet },
          ...adminActionBy(request),
          source: await exportLedgerLines(app.db, { memberId, wallet }),
        });
      return ok(await listLedgerLines(app.db, { memberId, wallet, page }));
    },
  });

  for (const [segment, { action, summary }] of Object.entries(actionPaths)) {
    app.post(`/api/admin/members/:id/${segment}`, {
      onRequest: app.requireAdmin(ADMIN_ONLY),
      schema: {
        tags: ['admin'],
        summary,
        security: [{ bearer: [] }],
        params: adminMemberIdParams,
        body: adminActionRequest,
        response: { 200: envelope(adminMemberDetail) },
      },
      handler: async (request) => {
        const memberId = request.params.id;
        await runAction(app.db, adminActionBy(request), (tx) =>
          applyMemberAction(tx, {
            memberId,
            action,
            reason: request.body.reason,
          }),
        );
        return ok(await getMemberDetail(app.db, { memberId }));
      },
    });
  }
}
