import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './ping-database.js';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process is up' } }, async () => ({
    error_code: 0,
    message: 'OK',
    data: { status: 'ok' },
  }));
  app.get(
    '/readyz',
    { schema: { tags: ['health'], summary: 'The database answers' } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return {
          error_code: 0,
          message: 'OK',
          data: { status: 'ready', database: app.database.kind },
        };
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        return reply.status(503).send({ error_code: 503, message: 'NOT_READY', data: null });
      }
    },
  );
}
