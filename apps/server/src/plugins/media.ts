import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { contentTypeOf } from '../lib/file-stores.js';
import { MEDIA_PREFIX } from '../lib/public-images.js';

/** Random names: a picture never changes under its name, so any copy may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public pictures (news, banners, products) under /media/: from `DATA_DIR/public` on one machine,
 * or read from the bucket when `S3_BUCKET` is set, so every instance serves what any instance
 * stored. Never a page fallback.
 */
export default fp(async function media(app: FastifyInstance) {
  if (!app.config.S3_BUCKET) {
    fs.mkdirSync(app.config.publicDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: app.config.publicDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
    return;
  }
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const bytes = await app.media.get(key);
    if (!bytes) throw new AppError('NOT_FOUND');
    return reply.type(contentTypeOf('public', key)).header('cache-control', IMMUTABLE).send(bytes);
  });
});
