import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';
import { admins } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';
import { authenticateToken, resolveToken } from '../lib/tokens.js';

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
    /**
     * Only checks that a bearer token is present: for routes whose one database call validates the
     * token itself, exactly as `requireMember` does (`get-member-info`), before anything else.
     */
    requireBearer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (
      roles?: ReadonlyArray<'admin' | 'support'>,
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The request's bearer token, when the Authorization header carries a well-formed one. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/**
 * The rate-limit key of every limited route: the member (or back-office account) once signed in,
 * so members of a mobile carrier behind few public addresses (carrier-grade NAT) never throttle
 * each other and one member gets one budget whatever session or address they use. Guards run
 * before the limit, so `request.auth` is known on guarded routes; elsewhere a bearer token keys
 * its session, and without one, the address.
 */
export function sessionRateKey(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth?.kind === 'member') return `member:${auth.memberId}`;
  if (auth?.kind === 'admin') return `admin:${auth.adminId}`;
  const token = bearer(request);
  if (!token) return request.ip;
  return `session:${crypto.createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
}

export function memberId(request: FastifyRequest): number {
  if (request.auth?.kind !== 'member') throw new AppError('UNAUTHORIZED');
  return request.auth.memberId;
}

export function adminAuth(request: FastifyRequest): AdminAuth {
  if (request.auth?.kind !== 'admin') throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** Who acts, from where: an administrator's part of an audit row (`runAction`'s `by`). */
export function adminActionBy(request: FastifyRequest): {
  actor: { type: 'admin'; adminId: number; username: string };
  ip: string;
} {
  const auth = adminAuth(request);
  return {
    actor: { type: 'admin', adminId: auth.adminId, username: auth.username },
    ip: request.ip,
  };
}

async function liveToken(db: Db, request: FastifyRequest) {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  const row = await resolveToken(db, token);
  if (!row) throw new AppError('UNAUTHORIZED');
  return row;
}

/** The member behind the request's bearer token: live token, member token, active member. */
export async function authenticateMember(
  database: Database,
  request: FastifyRequest,
): Promise<MemberAuth> {
  const token = bearer(request);
  if (!token) throw new AppError('UNAUTHORIZED');
  return { kind: 'member', ...(await authenticateToken(database, token)) };
}

/** The member's session (token row and raw token), for the remembered security-password check. */
export function memberSession(request: FastifyRequest) {
  const token = bearer(request);
  if (request.auth?.kind !== 'member' || !token) throw new AppError('UNAUTHORIZED');
  return { tokenId: request.auth.tokenId, token };
}

/** The signed-in member and their session: the actor of a money action (`memberActor`). */
export function signedIn(request: FastifyRequest) {
  return { memberId: memberId(request), session: memberSession(request) };
}

/** Bearer tokens → `request.auth`; guards for member and admin routes. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.decorate('requireMember', async (request: FastifyRequest) => {
    request.auth = await authenticateMember(app.database, request);
  });

  app.decorate('requireBearer', async (request: FastifyRequest) => {
    if (!bearer(request)) throw new AppError('UNAUTHORIZED');
  });

  app.decorate(
    'requireAdmin',
    (roles: ReadonlyArray<'admin' | 'support'> = ['admin']) =>
      async (request: FastifyRequest) => {
        const row = await liveToken(app.db, request);
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
