import { envelope, idParams, pathId } from '@rangkai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { adminAuth } from '../plugins/auth.js';
import { fieldError } from './app-error.js';
import type { BlobStore } from './blob-store.js';
import { ok } from './envelope.js';
import { readForm } from './form.js';
import { type ActionBy, type ActionResult, runAction } from './run-action.js';

/** The signed-in administrator and the request's address: who an audited change is by. */
export function adminActionBy(request: FastifyRequest): ActionBy {
  const auth = adminAuth(request);
  return { actor: { adminId: auth.adminId, username: auth.username }, ip: request.ip };
}

interface AdminImageRoutes {
  /** The owner's path, `/api/admin/hotels` (pictures under `/:id/images`). */
  base: string;
  /** What the pictures belong to, as the summaries say it: `hotel`, `product`. */
  owner: string;
  /** The multipart file's field. */
  field: string;
  /** `{ image_ids }`: every picture id of the owner, first shown first. */
  orderRequest: z.ZodType<{ image_ids: number[] }>;
  /** The owner as every route answers it, read again after the change. */
  reply: z.ZodType;
  load: (db: Db, id: number) => Promise<unknown>;
  onRequest: ReturnType<FastifyInstance['requireAdmin']>;
  add: (db: Db, media: BlobStore, id: number, bytes: Buffer, by: ActionBy) => Promise<void>;
  remove: (db: Db, media: BlobStore, by: ActionBy, id: number, imageId: number) => Promise<void>;
  order: (tx: Tx, id: number, imageIds: number[]) => Promise<ActionResult<unknown>>;
}

/**
 * A back-office owner's pictures (a product's, a hotel's): add one (multipart, JPG/PNG/WebP by
 * content, ≤ 5 MB; at most 10), remove one with its files, put them in order; each audited and
 * answered with the owner read again.
 */
export function adminImageRoutes(fastify: FastifyInstance, options: AdminImageRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { base, owner, field, onRequest, load } = options;
  const security = [{ bearer: [] }];
  const response = { 200: envelope(options.reply) };

  app.post(`${base}/:id/images`, {
    onRequest,
    schema: {
      tags: ['admin'],
      summary:
        'Add a picture (multipart file `image`: JPG/PNG/WebP by content, ≤ 5 MB; at most 10)',
      security,
      params: idParams,
      response,
    },
    handler: async (request) => {
      const form = await readForm(request, { files: [field] });
      const bytes = form.files[field];
      if (!bytes) throw fieldError('REQUIRED', field);
      await options.add(app.db, app.media, request.params.id, bytes, adminActionBy(request));
      return ok(await load(app.db, request.params.id), 'success_submit');
    },
  });

  app.delete(`${base}/:id/images/:imageId`, {
    onRequest,
    schema: {
      tags: ['admin'],
      summary: 'Remove a picture (its files too)',
      security,
      params: z.object({ id: pathId(), imageId: pathId() }),
      response,
    },
    handler: async (request) => {
      const { id, imageId } = request.params;
      await options.remove(app.db, app.media, adminActionBy(request), id, imageId);
      return ok(await load(app.db, id), 'success_submit');
    },
  });

  app.put(`${base}/:id/images`, {
    onRequest,
    schema: {
      tags: ['admin'],
      summary: `Order the pictures (every picture id of the ${owner}, first shown first)`,
      security,
      params: idParams,
      body: options.orderRequest,
      response,
    },
    handler: async (request) => {
      const { id } = request.params;
      await runAction(app.db, adminActionBy(request), (tx) =>
        options.order(tx, id, request.body.image_ids),
      );
      return ok(await load(app.db, id), 'success_submit');
    },
  });
}
