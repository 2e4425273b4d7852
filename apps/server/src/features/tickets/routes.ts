import {
  adminTicketDetails,
  adminTicketPage,
  adminTicketQuery,
  envelope,
  idParams,
  pageQuery,
  pathId,
  TICKET_IMAGE_FIELDS,
  ticketDetailsQuery,
  ticketDetails as ticketDetailsReply,
  ticketPage,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { readForm } from '../../lib/form.js';
import { sendPrivateImage } from '../../lib/storage.js';
import { adminAuth, memberId } from '../../plugins/auth.js';
import { attachmentKey } from './attachment-key.js';
import { closeTicket } from './close-ticket.js';
import { createTicket } from './create-ticket.js';
import { memberTickets } from './member-tickets.js';
import { parseMessageForm } from './parse-message-form.js';
import { replyTicket } from './reply-ticket.js';
import { staffTickets } from './staff-tickets.js';
import { ticketDetails } from './ticket-details.js';

const security = [{ bearer: [] }];
const files = { files: TICKET_IMAGE_FIELDS };
const attachmentParams = z.object({
  messageId: pathId(Number.MAX_SAFE_INTEGER),
  index: z
    .string()
    .regex(/^[0-2]$/, { message: 'VALIDATION_ERROR' })
    .transform(Number),
});
const multipartNote =
  'multipart/form-data (or JSON without images): images are files image1…image3, JPG/PNG by content, ≤ 5 MB each, re-encoded without metadata and stored encrypted.';

/** Support tickets for members (spec §7 News and tickets). */
async function memberTicketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/api/ticket/create-ticket', {
    config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    schema: {
      tags: ['tickets'],
      summary: 'Open a support ticket (title, body, up to 3 images)',
      description: multipartNote,
      security,
      response: { 200: envelope(ticketDetailsReply) },
    },
    handler: async (request) => {
      const message = await parseMessageForm(await readForm(request, files), true);
      const { member: _, ...details } = await createTicket(app.db, app.storage, {
        memberId: memberId(request),
        message,
        ip: request.ip,
      });
      return ok(details, 'success_submit');
    },
  });

  app.get('/api/ticket/get-ticket', {
    schema: {
      tags: ['tickets'],
      summary: "The member's tickets, latest activity first",
      security,
      querystring: pageQuery,
      response: { 200: envelope(ticketPage) },
    },
    handler: async (request) =>
      ok(await memberTickets(app.db, memberId(request), request.query.page)),
  });

  app.get('/api/ticket/ticket-details', {
    schema: {
      tags: ['tickets'],
      summary: 'One of the member’s tickets with its whole conversation',
      security,
      querystring: ticketDetailsQuery,
      response: { 200: envelope(ticketDetailsReply) },
    },
    handler: async (request) => {
      const { member: _, ...details } = await ticketDetails(app.db, request.query.ticket_id, {
        memberId: memberId(request),
      });
      return ok(details);
    },
  });

  app.post('/api/ticket/reply-ticket', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags: ['tickets'],
      summary: 'Add a message to an open ticket (ticket_id, body, up to 3 images)',
      description: multipartNote,
      security,
      response: { 200: envelope(ticketDetailsReply) },
    },
    handler: async (request) => {
      const form = await readForm(request, files);
      const ticketId = ticketIdOf(form.fields.ticket_id);
      const message = await parseMessageForm(form, false);
      const { details } = await replyTicket(app.db, app.storage, {
        ticketId,
        author: { type: 'member', memberId: memberId(request) },
        message,
        ip: request.ip,
      });
      const { member: _, ...mine } = details;
      return ok(mine, 'success_submit');
    },
  });

  app.get('/api/ticket/attachment/:messageId/:index', {
    schema: {
      tags: ['tickets'],
      summary: 'An image of a message of one of the member’s tickets (never cached)',
      security,
      params: attachmentParams,
    },
    handler: async (request, reply) =>
      sendPrivateImage(
        reply,
        app.storage,
        await attachmentKey(app.db, { ...request.params, memberId: memberId(request) }),
      ),
  });
}

function ticketIdOf(value: string | undefined): number {
  const parsed = pathId().safeParse(value ?? '');
  if (!parsed.success) throw fieldError(value ? 'VALIDATION_ERROR' : 'REQUIRED', 'ticket_id');
  return parsed.data;
}

const staffOf = (request: FastifyRequest) => {
  const auth = adminAuth(request);
  return { type: 'staff' as const, adminId: auth.adminId, username: auth.username };
};

/** The back-office ticket inbox, for support staff and admins. */
async function staffTicketRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireAdmin(['admin', 'support']);

  app.get('/api/admin/tickets', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'Tickets by status (pending: waiting longest first)',
      security,
      querystring: adminTicketQuery,
      response: { 200: envelope(adminTicketPage) },
    },
    handler: async (request) => ok(await staffTickets(app.db, request.query)),
  });

  app.get('/api/admin/tickets/:id', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'A ticket with its conversation',
      security,
      params: idParams,
      response: { 200: envelope(adminTicketDetails) },
    },
    handler: async (request) => ok(await ticketDetails(app.db, request.params.id, 'staff')),
  });

  app.post('/api/admin/tickets/:id/reply', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'Reply (body, up to 3 images): the member is notified and e-mailed',
      description: multipartNote,
      security,
      params: idParams,
      response: { 200: envelope(adminTicketDetails) },
    },
    handler: async (request) => {
      const message = await parseMessageForm(await readForm(request, files), false);
      const { details } = await replyTicket(app.db, app.storage, {
        ticketId: request.params.id,
        author: staffOf(request),
        message,
        ip: request.ip,
      });
      return ok(details, 'success_submit');
    },
  });

  app.post('/api/admin/tickets/:id/close', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'Close a ticket',
      security,
      params: idParams,
      response: { 200: envelope(adminTicketDetails) },
    },
    handler: async (request) =>
      ok(
        await closeTicket(app.db, {
          ticketId: request.params.id,
          author: staffOf(request),
          ip: request.ip,
        }),
        'success_submit',
      ),
  });

  app.get('/api/admin/tickets/attachment/:messageId/:index', {
    onRequest: staff,
    schema: {
      tags: ['admin'],
      summary: 'An image of a ticket message',
      security,
      params: attachmentParams,
    },
    handler: async (request, reply) =>
      sendPrivateImage(reply, app.storage, await attachmentKey(app.db, request.params)),
  });
}

export default async function ticketRoutes(app: FastifyInstance) {
  await app.register(memberTicketRoutes);
  await app.register(staffTicketRoutes);
}
