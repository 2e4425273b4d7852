import crypto from 'node:crypto';
import { type ErrorCode, numericErrorCode } from '@rangkai/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics } from './collectors.js';

/** The envelope of a refusal (answered here: this plugin loads before the error handler). */
const refusal = (code: ErrorCode) => ({
  error_code: numericErrorCode(code),
  message: code,
  data: null,
});

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return false;
  return crypto.timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

/**
 * Prometheus metrics at GET /metrics when METRICS_TOKEN is set (a Bearer token; 401 without it or
 * with another); unset, /metrics is a 404 envelope like any unknown path — never the web app.
 * Every answered request is counted by its route pattern (`/api/admin/members/:id`, not the URL),
 * so the series stay few; requests no route matched count under `(unmatched)`.
 */
export default fp(async function metrics(app) {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) =>
      reply.status(404).send(refusal('NOT_FOUND')),
    );
    return;
  }
  const { registry, httpRequests, httpDuration, rateLimitRefusals } = createMetrics(
    app.database,
    app.log,
  );
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, token)) return reply.status(401).send(refusal('UNAUTHORIZED'));
    return reply.type(registry.contentType).send(await registry.metrics());
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ route });
  });
  app.addHook('onClose', async () => registry.clear());
});
