import {
  checkRefQuery,
  checkRefReply,
  country,
  depositCountry,
  envelope,
  lookupReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { findSponsor } from '../member/index.js';
import { globalLookup, listCountries } from './lookups.js';

export default async function globalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/global/country_list', {
    schema: {
      tags: ['global'],
      summary: 'Countries in display order',
      response: { 200: envelope(z.array(country)) },
    },
    handler: async () => ok(await listCountries(app.db)),
  });

  app.get('/api/global/countryDepositList', {
    schema: {
      tags: ['global'],
      summary: 'Countries accepting deposits',
      response: { 200: envelope(z.array(depositCountry)) },
    },
    handler: async () => ok(await listCountries(app.db, { depositOnly: true })),
  });

  app.get('/api/global/lookup', {
    schema: {
      tags: ['global'],
      summary: 'Global settings and option lists',
      response: { 200: envelope(lookupReply) },
    },
    handler: async () => ok(await globalLookup(app.db)),
  });

  app.get('/api/global/checkRef', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['global'],
      summary: 'Check a sponsor (referral) code',
      querystring: checkRefQuery,
      response: { 200: envelope(checkRefReply) },
    },
    handler: async (request) => {
      const sponsor = await findSponsor(app.db, request.query.ref_code);
      if (!sponsor) throw fieldError('INCORRECT_SPONSOR', 'ref_code');
      return ok({ member_code: sponsor.memberCode, username: sponsor.username });
    },
  });
}
