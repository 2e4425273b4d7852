import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** A claimed outbox row: what the worker sends. */
export type ClaimedMail = {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  /** When the row was written (UTC, to the microsecond): with the id, the message's own key. */
  created: string;
};

/**
 * Drops pending rows that must not be sent: a code past its validity, a code a newer one for the
 * same target replaced, anything still unsent after `giveUpHours`. Rows another worker holds (its
 * lease not over, or locked this instant) are left alone.
 */
export async function dropDeadMail(db: Executor, giveUpHours: number) {
  const { rows } = await db.execute<{ id: number; kind: string; last_error: string }>(sql`
    UPDATE mail_outbox o
       SET state = 'dropped', finished_at = now(), text_body = '', html_body = '', claimed_by = NULL,
           last_error = CASE
             WHEN o.expires_at <= now() THEN 'expired'
             WHEN o.created_at <= now() - make_interval(hours => ${giveUpHours}::int)
               THEN 'gave up: ' || coalesce(o.last_error, '')
             ELSE 'superseded' END
     WHERE o.id IN (
       SELECT d.id FROM mail_outbox d
        WHERE d.state = 'pending' AND d.next_attempt_at <= now()
          AND (d.expires_at <= now()
               OR d.created_at <= now() - make_interval(hours => ${giveUpHours}::int)
               OR (d.supersede_key IS NOT NULL AND EXISTS (
                     SELECT 1 FROM mail_outbox n WHERE n.supersede_key = d.supersede_key AND n.id > d.id)))
        FOR UPDATE SKIP LOCKED)
    RETURNING o.id, o.kind, o.last_error`);
  return rows;
}

/**
 * Claims up to `limit` due rows for `claim` (FOR UPDATE SKIP LOCKED: two workers never take the
 * same row), never one a newer row replaced (`dropDeadMail` skips rows another worker has locked,
 * so it cannot be the only guard) and leases them for `leaseSeconds`: a worker that dies mid-send leaves the row due
 * again when the lease ends. Each claim counts as an attempt.
 */
export async function claimDueMail(
  db: Executor,
  claim: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMail[]> {
  const { rows } = await db.execute<ClaimedMail>(sql`
    UPDATE mail_outbox o
       SET attempts = o.attempts + 1, claimed_by = ${claim},
           next_attempt_at = now() + make_interval(secs => ${leaseSeconds}::double precision)
     WHERE o.id IN (
       SELECT d.id FROM mail_outbox d
        WHERE d.state = 'pending' AND d.next_attempt_at <= now()
          AND (d.expires_at IS NULL OR d.expires_at > now())
          AND (d.supersede_key IS NULL OR NOT EXISTS (
                SELECT 1 FROM mail_outbox n WHERE n.supersede_key = d.supersede_key AND n.id > d.id))
        ORDER BY d.next_attempt_at, d.id
        LIMIT ${limit}::int
        FOR UPDATE SKIP LOCKED)
    RETURNING o.id, o.kind, o.recipient, o.subject, o.text_body, o.html_body, o.attempts,
              to_char(o.created_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') AS created`);
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}

/** The row was handed to the mail server: done, and its body (it may hold a code) is blanked. */
export async function markMailSent(db: Executor, id: number, claim: string) {
  await db.execute(sql`
    UPDATE mail_outbox
       SET state = 'sent', finished_at = now(), text_body = '', html_body = '', claimed_by = NULL,
           last_error = NULL
     WHERE id = ${id} AND claimed_by = ${claim} AND state = 'pending'`);
}

/** The send failed: try again after `delaySeconds`. */
export async function markMailFailed(
  db: Executor,
  id: number,
  claim: string,
  delaySeconds: number,
  error: string,
) {
  await db.execute(sql`
    UPDATE mail_outbox
       SET next_attempt_at = now() + make_interval(secs => ${delaySeconds}::double precision),
           last_error = ${error.slice(0, 500)}, claimed_by = NULL
     WHERE id = ${id} AND claimed_by = ${claim} AND state = 'pending'`);
}

/** Removes sent and dropped rows older than a week. */
export async function pruneFinishedMail(db: Executor) {
  await db.execute(sql`
    DELETE FROM mail_outbox
     WHERE state <> 'pending' AND finished_at < now() - interval '7 days'`);
}

/** How many mails wait and how old (seconds) the oldest is: the outbox's health. */
export async function outboxBacklog(db: Executor) {
  const { rows } = await db.execute<{ pending: number; oldest: number | null }>(sql`
    SELECT count(*)::int AS pending,
           extract(epoch FROM now() - min(created_at))::float8 AS oldest
      FROM mail_outbox WHERE state = 'pending'`);
  return { pending: Number(rows[0].pending), oldestSeconds: Number(rows[0].oldest ?? 0) };
}
