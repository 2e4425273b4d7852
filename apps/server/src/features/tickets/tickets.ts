import {
  type AdminTicket,
  createTicketRequest,
  PAGE_SIZE,
  TICKET_IMAGE_FIELDS,
  type TicketDetails,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
  ticketReplyRequest,
} from '@rangkai/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/client.js';
import { admins, members, ticketMessages, tickets } from '../../db/schema/index.js';
import { AppError, parseFields } from '../../lib/app-error.js';
import { type AuditActor, writeAudit } from '../../lib/audit.js';
import type { Form } from '../../lib/form.js';
import { cleanImage } from '../../lib/images.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import type { Storage } from '../../lib/storage.js';
import { mailNotice, notify } from '../notifications/index.js';

type TicketRow = typeof tickets.$inferSelect;
type MessageRow = typeof ticketMessages.$inferSelect;

/**
 * Which status may follow which (spec §4), declared once: a member's message makes a ticket
 * pending (waiting for staff), a staff reply makes it replied, staff close it; closed is final.
 */
export const ticketTransitions: Record<TicketStatus, readonly TicketStatus[]> = {
  pending: ['pending', 'replied', 'closed'],
  replied: ['pending', 'replied', 'closed'],
  closed: [],
};

/** Who writes: the ticket's member, or staff (support or admin). */
export type TicketAuthor =
  | { type: 'member'; memberId: number }
  | { type: 'staff'; adminId: number; username: string };

/** A message form (body and up to three images, each really decoded and stripped of metadata). */
export async function parseMessageForm(form: Form, withTitle: boolean) {
  const text = withTitle
    ? parseFields(createTicketRequest, form.fields)
    : { title: '', ...parseFields(ticketReplyRequest, form.fields) };
  const images = await Promise.all(
    TICKET_IMAGE_FIELDS.filter((f) => form.files[f]).map((f) => cleanImage(form.files[f], f)),
  );
  return { ...text, images };
}
export type MessageInput = Awaited<ReturnType<typeof parseMessageForm>>;

const attachmentPath = (base: string, messageId: number, n: number) => `${base}/${messageId}/${n}`;
export const MEMBER_ATTACHMENTS = '/api/ticket/attachment';
export const STAFF_ATTACHMENTS = '/api/admin/tickets/attachment';

function toSummary(row: TicketRow, messages: number): TicketSummary {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    messages,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function conversation(db: Executor, ticketId: number, base: string) {
  const rows = await db
    .select({ m: ticketMessages, admin: admins.username, member: members.username })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .innerJoin(members, eq(members.id, tickets.memberId))
    .leftJoin(admins, eq(admins.id, ticketMessages.adminId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.id));
  return rows.map(
    (r): TicketMessage => ({
      id: r.m.id,
      author: r.m.authorType,
      author_name: r.m.authorType === 'staff' ? (r.admin ?? 'support') : r.member,
      body: r.m.body,
      attachments: r.m.attachments.map((_, n) => attachmentPath(base, r.m.id, n)),
      created_at: r.m.createdAt.toISOString(),
    }),
  );
}

/** A ticket with its conversation: the member's own (NOT_FOUND otherwise), or any for staff. */
export async function ticketDetails(
  db: Executor,
  ticketId: number,
  viewer: { memberId: number } | 'staff',
): Promise<TicketDetails & { member: AdminTicket['member'] }> {
  const [row] = await db
    .select({ t: tickets, username: members.username, code: members.memberCode })
    .from(tickets)
    .innerJoin(members, eq(members.id, tickets.memberId))
    .where(
      viewer === 'staff'
        ? eq(tickets.id, ticketId)
        : and(eq(tickets.id, ticketId), eq(tickets.memberId, viewer.memberId)),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const messages = await conversation(
    db,
    ticketId,
    viewer === 'staff' ? STAFF_ATTACHMENTS : MEMBER_ATTACHMENTS,
  );
  return {
    ...toSummary(row.t, messages.length),
    member: { id: row.t.memberId, username: row.username, member_code: row.code },
    conversation: messages,
  };
}

async function saveImages(storage: Storage, images: MessageInput['images']) {
  return Promise.all(images.map((i) => storage.save('tickets', i.bytes, i.type)));
}

/**
 * Writes a message (a new ticket's question, a member's follow-up or a staff reply): images are
 * stored (encrypted) first and removed again if the database refuses the message. A staff reply
 * tells the member (notification and e-mail, in the same transaction).
 */
async function writeMessage(
  db: Db,
  storage: Storage,
  input: MessageInput,
  author: TicketAuthor,
  target: { ticketId: number } | { newTicketOf: number },
  ip: string,
) {
  const keys = await saveImages(storage, input.images);
  try {
    return await inTransaction(db, async (tx) => {
      const ticket = await openTicket(tx, author, target, input.title);
      const next: TicketStatus = author.type === 'staff' ? 'replied' : 'pending';
      if (!ticketTransitions[ticket.status].includes(next))
        throw new AppError('INVALID_STATE', { status: ticket.status });
      const [message] = await tx
        .insert(ticketMessages)
        .values({
          ticketId: ticket.id,
          authorType: author.type,
          adminId: author.type === 'staff' ? author.adminId : null,
          body: input.body,
          attachments: keys,
        })
        .returning();
      await tx
        .update(tickets)
        .set({ status: next, updatedAt: sql`now()` })
        .where(eq(tickets.id, ticket.id));
      if (author.type === 'staff') {
        await notify(tx, {
          memberId: ticket.memberId,
          type: 'ticket_replied',
          params: { ticket_id: String(ticket.id), title: ticket.title },
          dedupeKey: `ticket-reply:${message.id}`,
        });
        await mailNotice(tx, ticket.memberId, { kind: 'ticket_replied', title: ticket.title });
        await writeAudit(tx, {
          actor: staffActor(author),
          action: 'ticket.reply',
          targetType: 'ticket',
          targetId: ticket.id,
          before: { status: ticket.status },
          after: { status: next, message_id: message.id, images: keys.length },
          ip,
        });
      }
      return { ticketId: ticket.id, memberId: ticket.memberId, title: ticket.title };
    });
  } catch (err) {
    await Promise.all(keys.map((k) => storage.remove(k)));
    throw err;
  }
}

const staffActor = (author: Extract<TicketAuthor, { type: 'staff' }>): AuditActor => ({
  type: 'admin',
  adminId: author.adminId,
  username: author.username,
});

/** The ticket a message goes to, locked (a new one for a new question); a member's own only. */
async function openTicket(
  tx: Tx,
  author: TicketAuthor,
  target: { ticketId: number } | { newTicketOf: number },
  title: string,
): Promise<TicketRow> {
  if ('newTicketOf' in target) {
    const [created] = await tx
      .insert(tickets)
      .values({ memberId: target.newTicketOf, title })
      .returning();
    return created;
  }
  const [row] = await tx
    .select()
    .from(tickets)
    .where(
      author.type === 'member'
        ? and(eq(tickets.id, target.ticketId), eq(tickets.memberId, author.memberId))
        : eq(tickets.id, target.ticketId),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createTicket(
  db: Db,
  storage: Storage,
  input: { memberId: number; message: MessageInput; ip: string },
) {
  const { ticketId } = await writeMessage(
    db,
    storage,
    input.message,
    { type: 'member', memberId: input.memberId },
    { newTicketOf: input.memberId },
    input.ip,
  );
  return ticketDetails(db, ticketId, { memberId: input.memberId });
}

export async function replyTicket(
  db: Db,
  storage: Storage,
  input: { ticketId: number; author: TicketAuthor; message: MessageInput; ip: string },
) {
  const written = await writeMessage(
    db,
    storage,
    input.message,
    input.author,
    { ticketId: input.ticketId },
    input.ip,
  );
  return {
    written,
    details: await ticketDetails(
      db,
      input.ticketId,
      input.author.type === 'staff' ? 'staff' : { memberId: input.author.memberId },
    ),
  };
}

/** Staff close an open ticket (audited). */
export async function closeTicket(
  db: Db,
  input: { ticketId: number; author: Extract<TicketAuthor, { type: 'staff' }>; ip: string },
) {
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(tickets)
      .where(eq(tickets.id, input.ticketId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (!ticketTransitions[row.status].includes('closed'))
      throw new AppError('INVALID_STATE', { status: row.status });
    await tx
      .update(tickets)
      .set({ status: 'closed', updatedAt: sql`now()` })
      .where(eq(tickets.id, row.id));
    await writeAudit(tx, {
      actor: staffActor(input.author),
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: row.id,
      before: { status: row.status },
      after: { status: 'closed' },
      ip: input.ip,
    });
  });
  return ticketDetails(db, input.ticketId, 'staff');
}

const messageCount = sql<number>`(SELECT count(*)::int FROM ticket_messages tm WHERE tm.ticket_id = "tickets"."id")`;

/** The member's tickets, latest activity first. */
export async function memberTickets(db: Executor, memberId: number, page: number) {
  const mine = eq(tickets.memberId, memberId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ t: tickets, messages: messageCount })
      .from(tickets)
      .where(mine)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(tickets).where(mine),
  ]);
  return pageOf(
    rows.map((r) => toSummary(r.t, Number(r.messages))),
    page,
    n,
  );
}

/** The staff inbox by status: waiting longest first while pending, latest first otherwise. */
export async function staffTickets(db: Executor, query: { status: TicketStatus; page: number }) {
  const where = eq(tickets.status, query.status);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        t: tickets,
        messages: messageCount,
        username: members.username,
        code: members.memberCode,
      })
      .from(tickets)
      .innerJoin(members, eq(members.id, tickets.memberId))
      .where(where)
      .orderBy(
        query.status === 'pending' ? asc(tickets.updatedAt) : desc(tickets.updatedAt),
        asc(tickets.id),
      )
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(tickets).where(where),
  ]);
  return pageOf(
    rows.map(
      (r): AdminTicket => ({
        ...toSummary(r.t, Number(r.messages)),
        member: { id: r.t.memberId, username: r.username, member_code: r.code },
      }),
    ),
    query.page,
    n,
  );
}

/** Storage key of an attachment: of the member's own ticket, or any for staff. */
export async function attachmentKey(
  db: Executor,
  input: { messageId: number; index: number; memberId?: number },
) {
  const [row] = await db
    .select({ attachments: ticketMessages.attachments })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      input.memberId === undefined
        ? eq(ticketMessages.id, input.messageId)
        : and(eq(ticketMessages.id, input.messageId), eq(tickets.memberId, input.memberId)),
    );
  return (
    (row as { attachments: MessageRow['attachments'] } | undefined)?.attachments[input.index] ??
    null
  );
}
