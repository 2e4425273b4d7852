import { envelope, loginReply, loginRequest, okData } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { RateLimiter } from '../../lib/rate-limiter.js';
import { login } from './login.js';
import { revokeToken } from './tokens.js';

export const LOGIN_IP_LIMIT = { max: 30, timeWindow: '1 minute' };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const perUsername = new RateLimiter(10, 15 * 60_000);

  for (const kind of ['member', 'admin'] as const) {
    app.post(kind === 'member' ? '/api/auth/login' : '/api/admin/auth/login', {
      config: { rateLimit: LOGIN_IP_LIMIT },
      schema: {
        tags: [kind === 'member' ? 'auth' : 'admin'],
        summary: kind === 'member' ? 'Member login' : 'Back-office login',
        body: loginRequest,
        response: { 200: envelope(loginReply) },
      },
      handler: async (request) => {
        const { username, password } = request.body;
        if (!perUsername.hit(`${kind}:${username.toLowerCase()}`))
          throw new AppError('TOO_MANY_REQUESTS');
        const result = await login(
          app.db,
          kind,
          { username, password },
          app.config.TOKEN_TTL_HOURS,
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
