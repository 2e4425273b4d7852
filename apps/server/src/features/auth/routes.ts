import { envelope, loginReply, loginRequest, okData } from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { countHit, refundHit } from '../../lib/shared-counter.js';
import { revokeToken } from '../../lib/tokens.js';
import { login } from './login.js';

export const LOGIN_IP_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Failed logins lock a username for one address after 10 in 15 minutes, and for every address
 * after 100 in an hour (slower, so a stranger's guesses from elsewhere do not lock the owner's own
 * device out). Each try reserves its place before the password is hashed and gives it back when
 * it succeeds, so parallel guesses are counted exactly and successes never count.
 */
export const LOGIN_FAILURE_LIMITS = {
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perUsername: { max: 100, windowMs: 60 * 60_000 },
};

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const kind of ['member', 'admin'] as const) {
    app.post(kind === 'member' ? '/api/auth/login' : '/api/admin/auth/login', {
      config: { rateLimit: LOGIN_IP_LIMIT },
      schema: {
        tags: [kind === 'member' ? 'auth' : 'admin'],
        summary: kind === 'member' ? 'Member login' : 'Back-office login',
        body: loginRequest,
        response: { 200: envelope(loginReply) },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { username, password } = request.body;
        const name = `login:${kind}:${username.toLowerCase()}`;
        const keys = [`${name}:${request.ip}`, name];
        const [address, everywhere] = await Promise.all([
          countHit(app.db, keys[0], LOGIN_FAILURE_LIMITS.perAddress.windowMs),
          countHit(app.db, keys[1], LOGIN_FAILURE_LIMITS.perUsername.windowMs),
        ]);
        const refund = () => Promise.all(keys.map((key) => refundHit(app.db, key)));
        if (
          address.count > LOGIN_FAILURE_LIMITS.perAddress.max ||
          everywhere.count > LOGIN_FAILURE_LIMITS.perUsername.max
        ) {
          await refund();
          throw new AppError('TOO_MANY_REQUESTS');
        }
        let result: Awaited<ReturnType<typeof login>>;
        try {
          result = await login(app.db, kind, { username, password }, app.config.TOKEN_TTL_HOURS);
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'LOGIN_FAIL')) await refund();
          throw err;
        }
        await refund();
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
