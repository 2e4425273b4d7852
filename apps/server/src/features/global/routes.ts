import {
  checkRefQuery,
  checkRefReply,
  country,
  depositCountry,
  envelope,
  formatSen,
  lookupReply,
} from '@rangkai/shared';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { collectPoints, countries, packages, states } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { findSponsor } from '../member/index.js';
import { publicSettings } from '../settings/index.js';

function toCountry(row: typeof countries.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    short_form: row.shortForm,
    country_code: row.countryCode,
    sell: row.sell,
  };
}

export default async function globalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/global/country_list', {
    schema: {
      tags: ['global'],
      summary: 'Countries in display order',
      response: { 200: envelope(z.array(country)) },
    },
    handler: async () => {
      const rows = await app.db.select().from(countries).orderBy(asc(countries.sortOrder));
      return ok(rows.map(toCountry));
    },
  });

  app.get('/api/global/countryDepositList', {
    schema: {
      tags: ['global'],
      summary: 'Countries accepting deposits',
      response: { 200: envelope(z.array(depositCountry)) },
    },
    handler: async () => {
      const rows = await app.db
        .select()
        .from(countries)
        .where(eq(countries.depositEnabled, true))
        .orderBy(asc(countries.sortOrder));
      return ok(rows.map((row) => ({ ...toCountry(row), deposit_enabled: row.depositEnabled })));
    },
  });

  app.get('/api/global/lookup', {
    schema: {
      tags: ['global'],
      summary: 'Global settings and option lists',
      response: { 200: envelope(lookupReply) },
    },
    handler: async () => {
      const [system, stateRows, packageRows, pointRows] = await Promise.all([
        publicSettings(app.db),
        app.db.select().from(states).orderBy(asc(states.id)),
        app.db.select().from(packages).orderBy(asc(packages.id)),
        app.db
          .select()
          .from(collectPoints)
          .where(eq(collectPoints.active, true))
          .orderBy(asc(collectPoints.id)),
      ]);
      return ok({
        system,
        states: stateRows,
        packages: packageRows.map((p) => ({
          id: p.id,
          package_name: p.packageName,
          package_name_en: p.packageNameEn,
          price: formatSen(p.priceSen),
          bv: formatSen(p.bvSen),
          premium: p.premium,
        })),
        collect_points: pointRows.map((p) => ({
          id: p.id,
          name: p.name,
          address: p.address,
          remark: p.remark,
        })),
      });
    },
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
