import { type Db, dbQuery, type PreparedStatement } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { batchLookup, perDatabase } from '../../lib/batch-lookup.js';
import { type IdempotentReply, replayOf, storedReply } from '../../lib/idempotency.js';
import { pgArray, pgTextArray } from '../../lib/pg-array.js';
import {
  checkSecPasswordForSession,
  SEC_CHECK_TTL_MINUTES,
  type Session,
  secCheckTag,
} from '../member/index.js';

/** What a member's money request asks before it may run. */
interface GateAsk {
  memberId: number;
  tokenId: number;
  /** The remembered check's tag of this secret; null asks for any check of this session. */
  tag: string | null;
  key: string | null;
}

interface GateRow extends Record<string, unknown> {
  username: string;
  sec_ok: boolean;
  request_hash: string | null;
  status_code: number | null;
  response: unknown;
}

/**
 * The gate's one statement for every member money request of one event-loop turn: the member's
 * username (the audit row's actor), whether the session checked this security password in the
 * last minutes against the current stored hash and the member is not locked (as
 * `recallSecCheck`/`requireRecentSecCheck`), and the reply stored under the request's key.
 */
const GATE: PreparedStatement = {
  name: 'money_gate_v1',
  text: `SELECT r.i::text AS i, m.username,
      coalesce(t.sec_checked_at > now() - make_interval(mins => $5::int)
        AND t.sec_checked_hash = m.sec_password_hash
        AND (m.sec_locked_until IS NULL OR m.sec_locked_until <= now())
        AND (r.tag IS NULL OR t.sec_checked_tag = r.tag), false) AS sec_ok,
      k.request_hash, k.status_code, k.response
    FROM unnest($1::int[], $2::bigint[], $3::text[], $4::text[])
           WITH ORDINALITY AS r(member_id, token_id, tag, key, i)
    JOIN members m ON m.id = r.member_id
    LEFT JOIN tokens t ON t.id = r.token_id AND t.subject_type = 'member' AND t.subject_id = m.id
    LEFT JOIN idempotency_keys k
      ON k.subject_type = 'member' AND k.subject_id = m.id AND k.key = r.key`,
};

const gate = perDatabase((db: Db) =>
  batchLookup(async (asks: GateAsk[]) => {
    const rows = await dbQuery<GateRow & { i: string }>(db, GATE, [
      pgArray(asks.map((a) => a.memberId)),
      pgArray(asks.map((a) => a.tokenId)),
      pgTextArray(asks.map((a) => a.tag)),
      pgTextArray(asks.map((a) => a.key)),
      SEC_CHECK_TTL_MINUTES,
    ]);
    return new Map(rows.map((row) => [asks[Number(row.i) - 1], row]));
  }),
);

export interface MemberGate {
  username: string;
  /** The first reply under the request's key: the action must not run again. */
  replay: IdempotentReply | null;
}

/**
 * A member's money request at the gate: the security password (remembered from a check of this
 * session in the last minutes — one statement shared with the other requests of the same turn —
 * or verified in full, counted toward the lock, and remembered), then the reply stored under the
 * key (a reused key with another request is refused). `{ recentCheck: true }` accepts only a
 * remembered check (INCORRECT_SEC_PASSWORD otherwise).
 */
export async function passMemberGate(
  db: Db,
  member: { memberId: number; session: Session; secPassword: string | { recentCheck: true } },
  request: { key: string | null; hash: string },
): Promise<MemberGate> {
  const secret = typeof member.secPassword === 'string' ? member.secPassword : null;
  const row = await gate(db, {
    memberId: member.memberId,
    tokenId: member.session.tokenId,
    tag: secret === null ? null : secCheckTag(member.session.token, secret),
    key: request.key,
  });
  if (!row) throw new AppError('UNAUTHORIZED');
  if (row.sec_ok) return { username: row.username, replay: replayOf(row, request.hash) };
  if (secret === null)
    throw new AppError('INCORRECT_SEC_PASSWORD', { sec_password: 'INCORRECT_SEC_PASSWORD' });
  await checkSecPasswordForSession(db, member.memberId, member.session, secret);
  const replay = request.key
    ? await storedReply(db, 'member', member.memberId, request.key, request.hash)
    : null;
  return { username: row.username, replay };
}
