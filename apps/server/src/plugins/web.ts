import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_PREFIX } from '../lib/public-images.js';
import { pickEncoding, webIndex } from '../lib/web-index.js';
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

/** Whether an `If-None-Match` header names `etag` (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Serves the built web app with an SPA fallback; unknown `/api` paths get a 404 envelope. The
 * build writes `.br` and `.gz` next to each text file (apps/web/scripts/precompress.mjs), sent
 * to clients that accept them. index.html is the exception: it is sent from memory with the
 * business time zone (TZ_BUSINESS) in a meta tag for the web app, compressed here (lib/web-index).
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
      // index.html (and its build-time .gz/.br, which lack the time zone) only through the page.
      globIgnore: ['index.html', 'index.html.gz', 'index.html.br'],
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ dist }, 'web app not built: only the API is served');
  }
  // Public pictures (news, banners, products): from the disk or the bucket, never a page fallback.
  await app.register(media);
  const readIndex = webIndex(index, app.config.TZ_BUSINESS);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = url.startsWith('/api/') || url === '/api';
    const isAsset = url.startsWith('/assets/') || url.startsWith(MEDIA_PREFIX);
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      // A build in progress may have removed the file for a moment: a 404, never a 500.
      const page = await readIndex(encoding).catch(() => null);
      if (!page)
        return reply.status(404).send({ error_code: 404, message: 'NOT_FOUND', data: null });
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag)
        .type('text/html; charset=utf-8');
      if (matches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (request.method === 'HEAD') return reply.header('content-length', page.body.length).send();
      return reply.send(page.body);
    }
    return reply.status(404).send({ error_code: 404, message: 'NOT_FOUND', data: null });
  });
});
