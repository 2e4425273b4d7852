import {
  adminContentPage as adminContentPageReply,
  adminContentPageRequest,
  adminNewsFields,
  adminNewsItem as adminNewsItemReply,
  adminNewsPage,
  adminNewsQuery,
  bannerPage,
  contentPage as contentPageReply,
  envelope,
  idParams,
  NEWS_IMAGE_FIELD,
  newsDetailsQuery,
  newsItem,
  newsList,
  newsListQuery,
  okData,
  pageQueryParams,
  sanitizeReply,
  sanitizeRequest,
  slugParams,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseFields } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { readForm } from '../../lib/form.js';
import { adminActionBy, adminAuth } from '../../plugins/auth.js';
import { adminContentPage } from './admin-content-page.js';
import { adminNewsItem } from './admin-news-item.js';
import { adminNewsList } from './admin-news-list.js';
import { contentPage } from './content-page.js';
import { createNews } from './create-news.js';
import { deleteNews } from './delete-news.js';
import { listBanners } from './list-banners.js';
import { listNews } from './list-news.js';
import { newsDetails } from './news-details.js';
import { replaceNews } from './replace-news.js';
import { sanitizeRichText } from './sanitize.js';
import { saveContentPage } from './save-content-page.js';

const security = [{ bearer: [] }];
const formNote =
  'multipart/form-data (or JSON without a picture): kind, news_type, publish_at, end_at, link_url, active, sort_order, remove_image, title_<locale>, body_<locale> (English required); the picture is the file `image`: JPG, PNG or WebP by content, ≤ 5 MB, kept as two WebP sizes under /media/news.';

/** News, banners and the terms/privacy pages for everyone (spec §7 News; §2 terms and privacy). */
async function publicNewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/news/news-list', {
    schema: {
      tags: ['news'],
      summary: 'Articles being shown (newest first, pages from 1) and the announcements popup',
      querystring: newsListQuery,
      response: { 200: envelope(newsList) },
    },
    handler: async (request) => ok(await listNews(app.db, request.query)),
  });

  app.get('/api/news/banner-list', {
    schema: {
      tags: ['news'],
      summary: "The home page's banners, in the editor's order",
      querystring: newsListQuery,
      response: { 200: envelope(bannerPage) },
    },
    handler: async (request) => ok(await listBanners(app.db, request.query)),
  });

  app.get('/api/news/news-details', {
    schema: {
      tags: ['news'],
      summary: 'One article being shown, in the language asked (else English)',
      querystring: newsDetailsQuery,
      response: { 200: envelope(newsItem) },
    },
    handler: async (request) =>
      ok(await newsDetails(app.db, request.query.news_id, request.query.language)),
  });

  app.get('/api/global/page', {
    schema: {
      tags: ['global'],
      summary: 'The terms or the privacy policy in the language asked (else English)',
      querystring: pageQueryParams,
      response: { 200: envelope(contentPageReply) },
    },
    handler: async (request) =>
      ok(await contentPage(app.db, request.query.slug, request.query.language)),
  });
}

/** Back-office: the news and banner editor and the terms/privacy pages, admins only, audited. */
async function adminNewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAdmin(['admin']));
  const media = app.media;

  app.get('/api/admin/news', {
    schema: {
      tags: ['admin'],
      summary: 'News or banners, any status, newest first (banners in their order)',
      security,
      querystring: adminNewsQuery,
      response: { 200: envelope(adminNewsPage) },
    },
    handler: async (request) => ok(await adminNewsList(app.db, request.query)),
  });

  app.get('/api/admin/news/:id', {
    schema: {
      tags: ['admin'],
      summary: 'One article or banner with every language',
      security,
      params: idParams,
      response: { 200: envelope(adminNewsItemReply) },
    },
    handler: async (request) => ok(await adminNewsItem(app.db, request.params.id)),
  });

  app.post('/api/admin/news', {
    schema: {
      tags: ['admin'],
      summary: 'Publish or schedule an article or a banner',
      description: formNote,
      security,
      response: { 200: envelope(adminNewsItemReply) },
    },
    handler: async (request) => {
      const form = await readForm(request, { files: [NEWS_IMAGE_FIELD] });
      const id = await createNews(app.db, media, {
        fields: parseFields(adminNewsFields, form.fields),
        image: form.files[NEWS_IMAGE_FIELD] ?? null,
        ...adminActionBy(request),
      });
      return ok(await adminNewsItem(app.db, id), 'success_submit');
    },
  });

  app.put('/api/admin/news/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Replace an article or a banner (no picture sent keeps the current one)',
      description: formNote,
      security,
      params: idParams,
      response: { 200: envelope(adminNewsItemReply) },
    },
    handler: async (request) => {
      const { id } = request.params;
      const form = await readForm(request, { files: [NEWS_IMAGE_FIELD] });
      await replaceNews(app.db, media, id, {
        fields: parseFields(adminNewsFields, form.fields),
        image: form.files[NEWS_IMAGE_FIELD] ?? null,
        ...adminActionBy(request),
      });
      return ok(await adminNewsItem(app.db, id), 'success_submit');
    },
  });

  app.delete('/api/admin/news/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Delete an article or a banner and its picture',
      security,
      params: idParams,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await deleteNews(app.db, media, id, adminActionBy(request));
      return ok(null, 'success_submit');
    },
  });

  app.post('/api/admin/news/preview', {
    schema: {
      tags: ['admin'],
      summary: 'A body as members will get it: sanitised',
      security,
      body: sanitizeRequest,
      response: { 200: envelope(sanitizeReply) },
    },
    handler: async (request) => ok({ html: sanitizeRichText(request.body.html) }),
  });

  app.get('/api/admin/pages/:slug', {
    schema: {
      tags: ['admin'],
      summary: 'The terms or the privacy policy in every language',
      security,
      params: slugParams,
      response: { 200: envelope(adminContentPageReply) },
    },
    handler: async (request) => ok(await adminContentPage(app.db, request.params.slug)),
  });

  app.put('/api/admin/pages/:slug', {
    schema: {
      tags: ['admin'],
      summary: 'Replace the terms or the privacy policy (sanitised; English is the fallback)',
      security,
      params: slugParams,
      body: adminContentPageRequest,
      response: { 200: envelope(adminContentPageReply) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      const { slug } = request.params;
      await saveContentPage(app.db, slug, request.body.bodies, {
        adminId: auth.adminId,
        username: auth.username,
        ip: request.ip,
      });
      return ok(await adminContentPage(app.db, slug), 'success_submit');
    },
  });
}

export default async function newsRoutes(app: FastifyInstance) {
  await app.register(publicNewsRoutes);
  await app.register(adminNewsRoutes);
}
