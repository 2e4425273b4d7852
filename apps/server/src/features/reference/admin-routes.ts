import {
  adminCollectPoint,
  adminCollectPointRequest,
  adminCollectPointsReply,
  adminCountriesReply,
  adminCountry,
  adminCountryRequest,
  adminState,
  adminStateRequest,
  adminStatesReply,
  envelope,
  idParams,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { listCollectPoints } from './list-collect-points.js';
import { listAdminCountries } from './list-countries.js';
import { listAdminStates } from './list-states.js';
import { saveCollectPoint } from './save-collect-point.js';
import { updateCountry } from './update-country.js';
import { updateState } from './update-state.js';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** Collection centres, countries and states in the back-office: admins write, support reads. */
export default async function adminReferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);

  app.get('/api/admin/collect-points', {
    onRequest: read,
    schema: {
      tags,
      summary: 'Every collection centre, active or not',
      security,
      response: { 200: envelope(adminCollectPointsReply) },
    },
    handler: async () => ok({ records: await listCollectPoints(app.db) }),
  });

  app.post('/api/admin/collect-points', {
    onRequest: write,
    schema: {
      tags,
      summary: 'Add a collection centre (audited)',
      security,
      body: adminCollectPointRequest,
      response: { 200: envelope(adminCollectPoint) },
    },
    handler: async (request) => {
      const { reason, ...input } = request.body;
      return ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          saveCollectPoint(tx, { id: null, input, reason }),
        ),
      );
    },
  });

  app.put('/api/admin/collect-points/:id', {
    onRequest: write,
    schema: {
      tags,
      summary:
        'Change a collection centre; switched off, members are no longer offered it (audited)',
      security,
      params: idParams,
      body: adminCollectPointRequest,
      response: { 200: envelope(adminCollectPoint) },
    },
    handler: async (request) => {
      const { reason, ...input } = request.body;
      return ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          saveCollectPoint(tx, { id: request.params.id, input, reason }),
        ),
      );
    },
  });

  app.get('/api/admin/countries', {
    onRequest: read,
    schema: {
      tags,
      summary: 'Every country with its exchange rate and switches',
      security,
      response: { 200: envelope(adminCountriesReply) },
    },
    handler: async () => ok({ records: await listAdminCountries(app.db) }),
  });

  app.put('/api/admin/countries/:id', {
    onRequest: write,
    schema: {
      tags,
      summary: 'Change a country: exchange rate, deposits, registration (audited)',
      security,
      params: idParams,
      body: adminCountryRequest,
      response: { 200: envelope(adminCountry) },
    },
    handler: async (request) => {
      const { reason, ...input } = request.body;
      return ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          updateCountry(tx, { id: request.params.id, input, reason }),
        ),
      );
    },
  });

  app.get('/api/admin/states', {
    onRequest: read,
    schema: {
      tags,
      summary: 'The Malaysian states with their shipping area',
      security,
      response: { 200: envelope(adminStatesReply) },
    },
    handler: async () => ok({ records: await listAdminStates(app.db) }),
  });

  app.put('/api/admin/states/:id', {
    onRequest: write,
    schema: {
      tags,
      summary: 'Move a state to the West or East shipping area (audited)',
      security,
      params: idParams,
      body: adminStateRequest,
      response: { 200: envelope(adminState) },
    },
    handler: async (request) => {
      const { reason, ...input } = request.body;
      return ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          updateState(tx, { id: request.params.id, input, reason }),
        ),
      );
    },
  });
}
