import { type Db, dbQuery, type PreparedStatement } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { batchLookup, perDatabase } from '../../lib/batch-lookup.js';
import { type IdempotentReply, replayOf, storedReply } from '../../lib/idempotency.js';
import { pgTextArray } from '../../lib/pg-array.js';
import { sha256 } from '../../lib/secrets.js';
import { memberOfSession, type SessionRow } from '../../lib/tokens.js';
import {
  checkSecPasswordForSession,
  SEC_CHECK_TTL_MINUTES,
  type Session,
  secCheckTag,
} from '../member/index.js';

/** What a member's money request asks before it may run. */
interface GateAsk {
  tokenHash: string;
  /** The remembered check's tag of this secret; null asks for any check of this session. */
  tag: string | null;
  key: string | null;
}

interface GateRow extends SessionRow {
  token_id: string;
  username: string | null;
  sec_ok: boolean;
  request_hash: string | null;
  status_code: number | null;
  response: unknown;
}

/**
 * The gate's one statement for every member money request of one event-loop turn: the session
 * behind the bearer token, as the member guard checks it (live token, a member's, the member
 * active), the member's username (the audit row's actor), whether the session checked this
 * security password in the last minutes against the current stored hash and the member is not
 * locked (as `recallSecCheck`/`requireRecentSecCheck`), and the reply stored under the request's
 * key. A money route behind `requireBearer` thus needs no round trip of its own for the guard.
 */
const GATE: PreparedStatement = {
  name: 'money_gate_v2',
  text: `SELECT r.i::text AS i, t.id::text AS token_id, t.subject_type, m.id AS member_id,
      m.status, m.username,
      coalesce(t.sec_checked_at > now() - make_interval(mins => $4::int)
        AND t.sec_checked_hash = m.sec_password_hash
        AND (m.sec_locked_until IS NULL OR m.sec_locked_until <= now())
        AND (r.tag IS NULL OR t.sec_checked_tag = r.tag), false) AS sec_ok,
      k.request_hash, k.status_code, k.response
    FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS r(token_hash, tag, key, i)
    JOIN tokens t ON t.token_hash = r.token_hash AND t.revoked_at IS NULL AND t.expires_at > now()
    LEFT JOIN members m ON t.subject_type = 'member' AND m.id = t.subject_id
    LEFT JOIN idempotency_keys k
      ON k.subject_type = 'member' AND k.subject_id = m.id AND k.key = r.key`,
};

const gate = perDatabase((db: Db) =>
  batchLookup(async (asks: GateAsk[]) => {
    const rows = await dbQuery<GateRow & { i: string }>(db, GATE, [
      pgTextArray(asks.map((a) => a.tokenHash)),
      pgTextArray(asks.map((a) => a.tag)),
      pgTextArray(asks.map((a) => a.key)),
      SEC_CHECK_TTL_MINUTES,
    ]);
    return new Map(rows.map((row) => [asks[Number(row.i) - 1], row]));
  }),
);

export interface MemberGate {
  memberId: number;
  session: Session;
  username: string;
  /** The first reply under the request's key: the action must not run again. */
  replay: IdempotentReply | null;
}

/**
 * A member's money request at the gate, known by their bearer token (and, behind the member guard,
 * their id): the session as the guard checks it, the security password (remembered from a check of
 * this session in the last minutes — one statement shared with the other requests of the same turn
 * — or verified in full, counted toward the lock, and remembered), then the reply stored under the
 * key (a reused key with another request is refused). `{ recentCheck: true }` accepts only a
 * remembered check (INCORRECT_SEC_PASSWORD otherwise).
 */
export async function passMemberGate(
  db: Db,
  member: {
    token: string;
    memberId?: number;
    secPassword: string | { recentCheck: true };
  },
  request: { key: string | null; hash: string },
): Promise<MemberGate> {
  const secret = typeof member.secPassword === 'string' ? member.secPassword : null;
  const row = await gate(db, {
    tokenHash: sha256(member.token),
    tag: secret === null ? null : secCheckTag(member.token, secret),
    key: request.key,
  });
  if (!row) throw new AppError('UNAUTHORIZED');
  const memberId = memberOfSession(row);
  if (member.memberId !== undefined && member.memberId !== memberId)
    throw new AppError('UNAUTHORIZED');
  const session = { tokenId: Number(row.token_id), token: member.token };
  const username = row.username ?? '';
  if (row.sec_ok) return { memberId, session, username, replay: replayOf(row, request.hash) };
  if (secret === null)
    throw new AppError('INCORRECT_SEC_PASSWORD', { sec_password: 'INCORRECT_SEC_PASSWORD' });
  await checkSecPasswordForSession(db, memberId, session, secret);
  const replay = request.key
    ? await storedReply(db, 'member', memberId, request.key, request.hash)
    : null;
  return { memberId, session, username, replay };
}
