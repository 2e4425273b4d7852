import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

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
        await app.db.execute(sql`SELECT 1`);
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
