import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../lib/public-images.js';
import media from './media.js';

/** Vite's hashed output: a changed file gets a new name, so a copy never goes stale. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}web${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Hashed assets are cached for a year; anything else (index.html, the favicon) is revalidated on
 * every load, so a deploy is picked up at once. Each file may be sent brotli, gzip or plain.
 */
function cacheHeaders(res: SetHeadersResponse, file: string) {
  res.setHeader('cache-control', file.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache');
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built web app with an SPA fallback; unknown `/api` paths get a 404 envelope. The
 * build writes `.br` and `.gz` next to each text file (apps/web/scripts/precompress.mjs), sent
 * to clients that accept them.
 */
export default fp(async function web(app: FastifyInstance) {
  const dist = app.config.WEB_DIST;
  const index = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }
  // Public pictures (news, banners, products): from the disk or the bucket, never a page fallback.
  await app.register(media);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api';
    const isAsset = url.startsWith('/assets/') || url.startsWith(MEDIA_PREFIX);
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ error_code: 404, message: 'NOT_FOUND', data: null });
  });
});
