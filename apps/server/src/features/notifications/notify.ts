import { type Notification, type NotificationType, PAGE_SIZE } from '@rangkai/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, notifications } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';

export interface NoticeInput {
  memberId: number;
  type: NotificationType;
  params?: Record<string, string>;
  /** Names the event: a second notice with the same key is not written. */
  dedupeKey: string;
}

/**
 * Tells a member about an event, in the caller's transaction when it has one (a decision and its
 * notice commit together). Telling twice about one event writes nothing.
 */
export async function notify(db: Executor, notice: NoticeInput): Promise<void> {
  await db
    .insert(notifications)
    .values({
      memberId: notice.memberId,
      type: notice.type,
      params: notice.params ?? {},
      dedupeKey: notice.dedupeKey,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey });
}

/**
 * After a daily close: each member it paid is told once, with the total of the close's bonuses —
 * its credits (pairing, level, leadership), not the day's sponsor bonuses or clawbacks, nor the
 * part of a credit that repaid a clawback debt (a line of its own, not more bonus).
 */
export async function notifyCloseBonuses(db: Executor, businessDate: string) {
  await db.execute(sql`
    INSERT INTO notifications (member_id, type, params, dedupe_key)
    SELECT member_id, 'bonus_credited',
           jsonb_build_object('date', ${businessDate}::text, 'amount', format_sen(sum(amount_sen)::bigint)),
           'bonus:' || ${businessDate}::text || ':' || member_id
      FROM bonuses
     WHERE business_date = ${businessDate}::date AND bonus_type IN ('pairing', 'level', 'leadership')
     GROUP BY member_id
    ON CONFLICT (dedupe_key) DO NOTHING`);
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    params: row.params,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function unreadCount(db: Executor, memberId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return n;
}

/** The member's notifications, newest first, with the unread count. */
export async function memberNotifications(db: Executor, memberId: number, page: number) {
  const mine = eq(notifications.memberId, memberId);
  const [rows, [{ n }], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(notifications).where(mine),
    unreadCount(db, memberId),
  ]);
  return { ...pageOf(rows.map(toNotification), page, n), unread };
}

/**
 * Marks one of the member's notifications read (another member's id changes nothing and is
 * answered like an unknown one), or all of them. Returns the unread count after.
 */
export async function markRead(
  db: Executor,
  memberId: number,
  which: { id: number } | { all: true },
) {
  const where =
    'id' in which
      ? and(eq(notifications.id, which.id), eq(notifications.memberId, memberId))
      : eq(notifications.memberId, memberId);
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(where)
    .returning({ id: notifications.id });
  if ('id' in which && updated.length === 0) throw fieldError('NOT_FOUND', 'id', 404);
  return { unread: await unreadCount(db, memberId) };
}

/**
 * An operator's message to one member (by username or member code) or to every active member, in
 * one statement whatever their number. Returns how many were told.
 */
export async function sendMessage(
  db: Executor,
  input: { to: string; title: string; body: string; messageId: string },
): Promise<number> {
  const target =
    input.to === 'all' ? sql`m.status = 'active'` : sql`m.id = member_by_name_or_code(${input.to})`;
  const { rows } = await db.execute<{ n: number }>(sql`
    WITH sent AS (
      INSERT INTO notifications (member_id, type, title, body, dedupe_key)
      SELECT m.id, 'message', ${input.title}, ${input.body}, ${`message:${input.messageId}:`} || m.id
        FROM ${members} m WHERE ${target}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS n FROM sent`);
  const sent = Number(rows[0].n);
  if (input.to !== 'all' && sent === 0) throw fieldError('INCORRECT_USERNAME', 'to');
  return sent;
}
