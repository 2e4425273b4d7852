import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { sharedRateLimitStore } from '../lib/shared-counter.js';
import { sessionRateKey } from './auth.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Layer 1: third-party plugins (security headers, rate limits, uploads, OpenAPI). */
export default fp(async function externalPlugins(app: FastifyInstance) {
  // Security headers on every reply. The middleware is built once: @fastify/helmet rebuilds it,
  // parsing the CSP directives again, on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  // CORS stays off: the web app is served from the same origin as the API.
  // Limits live in the database, shared by every server process (the database is decorated by a
  // later layer; the store reaches it at request time). Per member once signed in, per address
  // before (`sessionRateKey`).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(() => app.db),
    keyGenerator: sessionRateKey,
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 30 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rangkai API',
        version: '1.0.0',
        description:
          'Every reply is `{ error_code, message, data }`; `error_code` 0 is success, otherwise `message` is a stable error code.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
});
