import {
  downlineQuery,
  downlineRecordQuery,
  downlineRecordReply,
  downlineReply,
  envelope,
  idParams,
  organizeQuery,
  organizeReply,
  treeSearchQuery,
  treeSearchReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { memberId } from '../../plugins/auth.js';
import { downlineRecord } from './downline-record.js';
import { existingMember } from './existing-member.js';
import { organize } from './organize.js';
import { searchTree } from './search-tree.js';
import { sponsorChildren } from './sponsor-children.js';

const security = [{ bearer: [] }];

/**
 * Genealogy (spec §7 Records and team): a member explores their own subtrees; an admin explores
 * any member's under `/api/admin/members/:id/team/…` with the same answers.
 */
export default async function genealogyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const routes = [
    { path: '/api/record/team', admin: false },
    { path: '/api/admin/members/:id/team', admin: true },
  ] as const;
  for (const { path, admin } of routes) {
    const base = admin
      ? {
          onRequest: app.requireAdmin(['admin', 'support']),
          tags: ['admin'],
        }
      : { onRequest: app.requireMember, tags: ['records'] };
    /** Whose trees: the member signed in, or (admin) the member of the path. */
    const viewer = async (request: { params: unknown }) =>
      admin
        ? existingMember(app.db, (request.params as { id: number }).id)
        : memberId(request as Parameters<typeof memberId>[0]);
    const schema = <Q extends z.ZodType, R extends z.ZodType>(
      summary: string,
      querystring: Q,
      response: R,
    ) => ({
      tags: [...base.tags],
      summary,
      security,
      ...(admin ? { params: idParams } : {}),
      querystring,
      response: { 200: envelope(response) },
    });

    app.get(`${path}/organize`, {
      onRequest: base.onRequest,
      schema: schema(
        'The placement tree from a node (default the member), a few levels, with legs and free slots',
        organizeQuery,
        organizeReply,
      ),
      handler: async (request) =>
        ok(await organize(app.database, await viewer(request), request.query)),
    });
    for (const [segment, newestFirst] of [
      ['downline', false],
      ['downline-new', true],
    ] as const) {
      app.get(`${path}/${segment}`, {
        onRequest: base.onRequest,
        schema: schema(
          `Members sponsored by a node of the sponsor tree, ${newestFirst ? 'newest' : 'oldest'} first`,
          downlineQuery,
          downlineReply,
        ),
        handler: async (request) =>
          ok(await sponsorChildren(app.db, await viewer(request), request.query, newestFirst)),
      });
    }
    app.get(`${path}/downline-record`, {
      onRequest: base.onRequest,
      schema: schema(
        'The whole sponsor downline in tree order, by level, package or name',
        downlineRecordQuery,
        downlineRecordReply,
      ),
      handler: async (request) =>
        ok(await downlineRecord(app.db, await viewer(request), request.query)),
    });
    app.get(`${path}/search`, {
      onRequest: base.onRequest,
      schema: schema(
        'A member of the subtree by exact username or member code, with the way down to them',
        treeSearchQuery,
        treeSearchReply,
      ),
      handler: async (request) =>
        ok(await searchTree(app.db, await viewer(request), request.query)),
    });
  }
}
