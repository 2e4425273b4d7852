import {
  addPublicHolidayRequest,
  envelope,
  publicHoliday,
  publicHolidayParams,
  publicHolidaysQuery,
  publicHolidaysReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { addPublicHoliday, listPublicHolidays, removePublicHoliday } from './holidays.js';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The public holidays list (BUSINESS_RULES §13) in the back-office: admins write, support reads. */
export default async function adminHolidayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);

  app.get('/api/admin/public-holidays', {
    onRequest: read,
    schema: {
      tags,
      summary:
        "A year's public holidays (the current year unless `year` is given); seeded names in `language` when the holiday rules have it (Malay), else English",
      security,
      querystring: publicHolidaysQuery,
      response: { 200: envelope(publicHolidaysReply) },
    },
    handler: async (request) =>
      ok(await listPublicHolidays(app.db, request.query.year, request.query.language)),
  });

  app.post('/api/admin/public-holidays', {
    onRequest: write,
    schema: {
      tags,
      summary: 'Add a public holiday: not a working day of cooling-off periods (audited)',
      security,
      body: addPublicHolidayRequest,
      response: { 200: envelope(publicHoliday) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) => addPublicHoliday(tx, request.body)),
      ),
  });

  app.delete('/api/admin/public-holidays/:date', {
    onRequest: write,
    schema: {
      tags,
      summary: 'Remove a public holiday: the day becomes a working day again (audited)',
      security,
      params: publicHolidayParams,
      response: { 200: envelope(publicHoliday) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          removePublicHoliday(tx, { date: request.params.date }),
        ),
      ),
  });
}
