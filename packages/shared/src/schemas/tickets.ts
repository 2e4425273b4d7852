import { z } from 'zod';
import { numberInput, pageQuery, paginated } from './common.js';

/** Support tickets (spec §3 Ticket, §4 ticket states): declared once. */
export const ticketStatuses = ['pending', 'replied', 'closed'] as const;
export const ticketStatus = z.enum(ticketStatuses);
export type TicketStatus = z.infer<typeof ticketStatus>;

/** Image attachments of one message: files `image1`…`image3` (JPG/PNG by content, ≤ 5 MB). */
export const TICKET_IMAGE_FIELDS = ['image1', 'image2', 'image3'] as const;

/** `POST api/ticket/create-ticket` text fields (multipart, with the image files). */
export const createTicketRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(120, { message: 'VALIDATION_ERROR' }),
  body: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(5000, { message: 'VALIDATION_ERROR' }),
});
/** `POST api/ticket/reply-ticket` (member) and the back-office reply: text fields. */
export const ticketReplyRequest = z.object({
  body: z
    .string()
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(5000, { message: 'VALIDATION_ERROR' }),
});

export const ticketSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ticketStatus,
  messages: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketMessage = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'staff']),
  /** The member's username, or the staff member's (shown as support to members). */
  author_name: z.string(),
  body: z.string(),
  /** Authenticated image paths (the member's own tickets, or staff). */
  attachments: z.array(z.string()),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketDetails = ticketSummary.extend({ conversation: z.array(ticketMessage) });
export type TicketDetails = z.infer<typeof ticketDetails>;

export const ticketPage = paginated(ticketSummary);
export const ticketDetailsQuery = z.object({ ticket_id: numberInput(z.number().int().positive()) });

export const adminTicket = ticketSummary.extend({
  member: z.object({ id: z.number().int(), username: z.string(), member_code: z.string() }),
});
export type AdminTicket = z.infer<typeof adminTicket>;
export const adminTicketDetails = adminTicket.extend({ conversation: z.array(ticketMessage) });
export const adminTicketQuery = pageQuery.extend({
  status: ticketStatus.default('pending'),
});
export const adminTicketPage = paginated(adminTicket);
