import { envelope, loginReply, loginRequest, okData } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { revokeToken } from '../../lib/tokens.js';
import { deviceCookieHeader, deviceKey, deviceNonce } from './device-cookie.js';
import { findLoginSubject, login } from './login.js';
import { loginBudgets, reserveLoginTry } from './login-limits.js';

export const LOGIN_IP_LIMIT = { max: 30, timeWindow: '1 minute' };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['member', 'admin'] as const) {
    app.post(kind === 'member' ? '/api/auth/login' : '/api/admin/auth/login', {
      config: { rateLimit: LOGIN_IP_LIMIT },
      schema: {
        tags: [kind === 'member' ? 'auth' : 'admin'],
        summary: kind === 'member' ? 'Member login' : 'Back-office login',
        description:
          '`remember: true` gives a session token that lasts `REMEMBER_TTL_DAYS` instead of `TOKEN_TTL_HOURS` (revoked by logout and password change like any other). A successful login sets an HttpOnly device cookie that keeps its own budget of failed tries (see the operations guide).',
        body: loginRequest,
        response: { 200: envelope(loginReply) },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { username, password, remember } = request.body;
        const { canonical, subject } = await findLoginSubject(app.db, kind, username);
        const key = await deviceKey(app.db);
        const cookies = request.headers.cookie;
        const budgets = loginBudgets({
          kind,
          subjectId: subject?.id ?? null,
          canonical,
          address: request.ip,
          deviceNonce: subject ? deviceNonce(cookies, kind, subject.id, key) : null,
        });
        const { allowed, release } = await reserveLoginTry(app.db, budgets);
        if (!allowed) {
          await release();
          throw new AppError('TOO_MANY_REQUESTS');
        }
        const ttlHours = remember ? app.config.REMEMBER_TTL_DAYS * 24 : app.config.TOKEN_TTL_HOURS;
        let result: Awaited<ReturnType<typeof login>>;
        try {
          result = await login(app.db, kind, subject, password, ttlHours);
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'LOGIN_FAIL')) await release();
          throw err;
        }
        await release();
        reply.header(
          'set-cookie',
          deviceCookieHeader(cookies, kind, result.user.id, key, request.protocol === 'https'),
        );
        return ok({
          token: result.token,
          expires_at: result.expiresAt.toISOString(),
          user: result.user,
        });
      },
    });
  }

  for (const path of ['/api/auth/logout', '/api/admin/auth/logout']) {
    const admin = path.startsWith('/api/admin');
    app.post(path, {
      onRequest: admin ? app.requireAdmin(['admin', 'support']) : app.requireMember,
      schema: {
        tags: [admin ? 'admin' : 'auth'],
        summary: 'Revoke the current token',
        security: [{ bearer: [] }],
        response: { 200: envelope(okData) },
      },
      handler: async (request) => {
        await revokeToken(app.db, request.auth!.tokenId);
        return ok(null);
      },
    });
  }
}
