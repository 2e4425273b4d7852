import {
  adminNotificationReply,
  adminNotificationRequest,
  envelope,
  notificationPage,
  pageQuery,
  readNoticeRequest,
  unreadCount as unreadCountReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { adminAuth, memberId } from '../../plugins/auth.js';
import { markRead, memberNotifications, unreadCount } from './notify.js';
import { sendAdminMessage } from './send-admin-message.js';

const security = [{ bearer: [] }];

/** A member's notifications (spec §7 News: UserNotification, readNotice). */
async function memberNotificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.get('/api/news/UserNotification', {
    schema: {
      tags: ['notifications'],
      summary: "The member's notifications, newest first, with the unread count",
      security,
      querystring: pageQuery,
      response: { 200: envelope(notificationPage) },
    },
    handler: async (request) =>
      ok(await memberNotifications(app.db, memberId(request), request.query.page)),
  });

  app.get('/api/news/unread-count', {
    schema: {
      tags: ['notifications'],
      summary: 'How many notifications the member has not read (the header badge)',
      security,
      response: { 200: envelope(unreadCountReply) },
    },
    handler: async (request) => ok({ unread: await unreadCount(app.db, memberId(request)) }),
  });

  app.post('/api/news/readNotice', {
    schema: {
      tags: ['notifications'],
      summary: 'Mark one notification (`id`) or all (`all: true`) read',
      security,
      body: readNoticeRequest,
      response: { 200: envelope(unreadCountReply) },
    },
    handler: async (request) => ok(await markRead(app.db, memberId(request), request.body)),
  });
}

/** Back-office: a message to one member or to all of them, audited. */
async function adminNotificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/admin/notifications', {
    onRequest: app.requireAdmin(['admin']),
    schema: {
      tags: ['admin'],
      summary: 'Send a message to every active member (`to: "all"`) or to one (username or code)',
      security,
      body: adminNotificationRequest,
      response: { 200: envelope(adminNotificationReply) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      const sent = await sendAdminMessage(app.db, request.body, {
        adminId: auth.adminId,
        username: auth.username,
        ip: request.ip,
      });
      return ok({ sent }, 'success_submit');
    },
  });
}

export default async function notificationRoutes(app: FastifyInstance) {
  await app.register(memberNotificationRoutes);
  await app.register(adminNotificationRoutes);
}
