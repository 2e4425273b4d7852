import {
  adminPackage,
  adminPackageIdParams,
  adminSetting,
  adminSettingKeyParams,
  envelope,
  updatePackageRequest,
  updateSettingRequest,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy } from '../../plugins/auth.js';
import { getPackage, listPackages, updatePackage } from './packages.js';
import { ADMIN_ONLY } from './roles.js';
import { listSettings, updateSetting } from './settings.js';

/** Settings of BUSINESS_RULES (packages included, §3): admin only, every change audited. */
export default async function adminSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin(ADMIN_ONLY));

  app.get('/api/admin/settings', {
    schema: {
      tags: ['admin'],
      summary: 'Every setting with its current value',
      security: [{ bearer: [] }],
      response: { 200: envelope(z.array(adminSetting)) },
    },
    handler: async () => ok(await listSettings(app.db)),
  });

  app.put('/api/admin/settings/:key', {
    schema: {
      tags: ['admin'],
      summary: 'Change one setting (validated, audited with old and new value)',
      security: [{ bearer: [] }],
      params: adminSettingKeyParams,
      body: updateSettingRequest,
      response: { 200: envelope(adminSetting) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          updateSetting(tx, {
            key: request.params.key,
            value: request.body.value,
            reason: request.body.reason,
          }),
        ),
      ),
  });

  app.get('/api/admin/packages', {
    schema: {
      tags: ['admin'],
      summary: 'Packages with their figures and member counts',
      security: [{ bearer: [] }],
      response: { 200: envelope(z.array(adminPackage)) },
    },
    handler: async () => ok(await listPackages(app.db)),
  });

  app.get('/api/admin/packages/:id', {
    schema: {
      tags: ['admin'],
      summary: 'One package',
      security: [{ bearer: [] }],
      params: adminPackageIdParams,
      response: { 200: envelope(adminPackage) },
    },
    handler: async (request) => ok(await getPackage(app.db, { id: request.params.id })),
  });

  app.put('/api/admin/packages/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Change price, BV, pairing cap or level depth of a package (audited)',
      security: [{ bearer: [] }],
      params: adminPackageIdParams,
      body: updatePackageRequest,
      response: { 200: envelope(adminPackage) },
    },
    handler: async (request) => {
      const { reason, ...changes } = request.body;
      return ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          updatePackage(tx, { id: request.params.id, changes, reason }),
        ),
      );
    },
  });
}
