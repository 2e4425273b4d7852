import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { admins } from '../db/schema/index.js';
import { resolveToken } from '../features/auth/tokens.js';
import { AppError } from '../lib/app-error.js';

export interface MemberAuth {
  kind: 'member';
  tokenId: number;
  memberId: number;
}
export interface AdminAuth {
  kind: 'admin';
  tokenId: number;
  adminId: number;
  username: string;
  role: 'admin' | 'support';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: MemberAuth | AdminAuth | null;
  }
  interface FastifyInstance {
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (
      roles?: ReadonlyArray<'admin' | 'support'>,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

export function memberId(request: FastifyRequest): number {
  if (request.auth?.kind !== 'member') throw new AppError('UNAUTHORIZED');
  return request.auth.memberId;
}

export function adminAuth(request: FastifyRequest): AdminAuth {
  if (request.auth?.kind !== 'admin') throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** Bearer tokens → `request.auth`; guards for member and admin routes. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  async function load(request: FastifyRequest) {
    const token = bearer(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    const row = await resolveToken(app.db, token);
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  app.decorate('requireMember', async (request: FastifyRequest) => {
    const row = await load(request);
    if (row.subjectType !== 'member') throw new AppError('NO_PERMISSION');
    if (!row.memberStatus) throw new AppError('UNAUTHORIZED');
    if (row.memberStatus !== 'active') throw new AppError('ACCOUNT_SUSPENDED', null, 403);
    request.auth = { kind: 'member', tokenId: row.id, memberId: row.subjectId };
  });

  app.decorate(
    'requireAdmin',
    (roles: ReadonlyArray<'admin' | 'support'> = ['admin']) =>
      async (request: FastifyRequest) => {
        const row = await load(request);
        if (row.subjectType !== 'admin') throw new AppError('NO_PERMISSION');
        const [admin] = await app.db.select().from(admins).where(eq(admins.id, row.subjectId));
        if (admin?.status !== 'active') throw new AppError('UNAUTHORIZED');
        if (!roles.includes(admin.role)) throw new AppError('NO_PERMISSION');
        request.auth = {
          kind: 'admin',
          tokenId: row.id,
          adminId: admin.id,
          username: admin.username,
          role: admin.role,
        };
      },
  );
});
