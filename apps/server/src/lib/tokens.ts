import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Executor, PreparedStatement } from '../db/client.js';
import { members, tokens } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { batchLookup, perDatabase } from './batch-lookup.js';
import { randomToken, sha256 } from './secrets.js';

export type SubjectType = 'member' | 'admin';

export async function issueToken(
  db: Executor,
  subjectType: SubjectType,
  subjectId: number,
  ttlHours: number,
) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
  await db.insert(tokens).values({ tokenHash: sha256(token), subjectType, subjectId, expiresAt });
  return { token, expiresAt };
}

export async function resolveToken(db: Executor, token: string) {
  const [row] = await db
    .select({
      id: tokens.id,
      subjectType: tokens.subjectType,
      subjectId: tokens.subjectId,
      memberStatus: members.status,
    })
    .from(tokens)
    .leftJoin(members, and(eq(tokens.subjectType, 'member'), eq(members.id, tokens.subjectId)))
    .where(
      and(
        eq(tokens.tokenHash, sha256(token)),
        isNull(tokens.revokedAt),
        gt(tokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function revokeToken(db: Executor, tokenId: number) {
  await db.update(tokens).set({ revokedAt: new Date() }).where(eq(tokens.id, tokenId));
}

/** Revokes every live token of a subject, except `keepTokenId` (the caller's own session). */
export async function revokeSubjectTokens(
  db: Executor,
  subjectType: SubjectType,
  subjectId: number,
  keepTokenId?: number,
) {
  const conditions = [
    eq(tokens.subjectType, subjectType),
    eq(tokens.subjectId, subjectId),
    isNull(tokens.revokedAt),
  ];
  if (keepTokenId !== undefined) conditions.push(ne(tokens.id, keepTokenId));
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** The member guard's one query, for every token asked in the same turn of the event loop. */
const MEMBER_SESSIONS: PreparedStatement = {
  name: 'member_sessions_v3',
  text: `SELECT t.token_hash, t.id, t.subject_type, m.id AS member_id, m.status
    FROM tokens t LEFT JOIN members m ON t.subject_type = 'member' AND m.id = t.subject_id
    WHERE t.token_hash = ANY($1::text[]) AND t.revoked_at IS NULL AND t.expires_at > now()`,
};

/** A live token's subject, as a member session needs it. */
export interface SessionRow {
  subject_type: string;
  /** The member behind a member's token; null when there is none. */
  member_id: number | null;
  status: string | null;
}

/**
 * The member of a live token, as every member route checks it: a member's token (NO_PERMISSION
 * otherwise), the member there (UNAUTHORIZED) and active (ACCOUNT_SUSPENDED).
 */
export function memberOfSession(row: SessionRow): number {
  if (row.subject_type !== 'member') throw new AppError('NO_PERMISSION');
  if (row.member_id === null || !row.status) throw new AppError('UNAUTHORIZED');
  if (row.status !== 'active') throw new AppError('ACCOUNT_SUSPENDED', null, 403);
  return Number(row.member_id);
}

const memberSession = perDatabase((database: Database) =>
  batchLookup(async (hashes: string[]) => {
    const rows = await database.query<SessionRow & { token_hash: string; id: number }>(
      MEMBER_SESSIONS,
      [hashes],
    );
    return new Map(rows.map((row) => [row.token_hash, row]));
  }),
);

/**
 * The member session behind a raw bearer token, as the member guard checks it: live token, member
 * token, active member. One prepared statement shared by the requests of one event-loop turn
 * (`batchLookup`); never cached, so a revoked token is refused at once.
 */
export async function authenticateToken(database: Database, token: string) {
  const row = await memberSession(database, sha256(token));
  if (!row) throw new AppError('UNAUTHORIZED');
  return { tokenId: Number(row.id), memberId: memberOfSession(row) };
}
