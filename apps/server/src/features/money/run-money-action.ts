import { type Db, inTransaction, type Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditActor, type AuditEntry, writeAudit } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import {
  type IdempotentReply,
  isTwinKey,
  requestHash,
  storedReply,
  storeReply,
} from '../../lib/idempotency.js';
import {
  checkSecPasswordForSession,
  requireRecentSecCheck,
  type Session,
} from '../member/index.js';

/**
 * Who asks: a member in a session (with their security password — or, for an action whose body
 * carries someone else's, `recentCheck`: a `checkSecPwd` of this session in the last 5 minutes), an
 * administrator, or the system (an operator's CLI command, a scheduled job; never an HTTP request).
 */
export type MoneyActor =
  | {
      type: 'member';
      memberId: number;
      username: string;
      session: Session;
      secPassword: string | { recentCheck: true };
    }
  | { type: 'admin'; adminId: number; username: string }
  | { type: 'system'; username: string };

export interface MoneyActionRequest {
  actor: MoneyActor;
  /** Names the action; scopes the idempotency key and is hashed with the body. */
  route: string;
  /** The client's Idempotency-Key, if any. */
  key: string | null;
  /** The request without secrets: a reused key with another body is refused. */
  body: unknown;
  ip?: string | null;
  /** Success message of the envelope. */
  message?: string;
}

/** What a domain function returns to the path: the reply's data and the audit row to write. */
export interface MoneyActionResult<T> {
  data: T;
  /** Written in the same transaction; null only when the journal alone records the action. */
  audit: Omit<AuditEntry, 'actor' | 'ip'> | null;
}

export interface MoneyActionReply<T> extends IdempotentReply {
  body: ReturnType<typeof ok<T>>;
}

/**
 * The one path of a money action: security password (members; counted toward the lock, remembered
 * for the session), idempotency key (the same key returns the first reply and moves money once; a
 * reused key with another request is refused), then the domain function, its audit row and the
 * stored reply in one transaction. A refusal stores nothing, so the client may retry with the
 * same key. The domain function gets the transaction and composes whatever it needs (debit,
 * order, bonus) inside it.
 */
export async function runMoneyAction<T>(
  db: Db,
  request: MoneyActionRequest,
  action: (tx: Tx) => Promise<MoneyActionResult<T>>,
): Promise<MoneyActionReply<T>> {
  const { actor } = request;
  const subject =
    actor.type === 'member'
      ? { subjectType: 'member' as const, subjectId: actor.memberId }
      : { subjectType: 'admin' as const, subjectId: actor.type === 'admin' ? actor.adminId : 0 };
  const hash = requestHash(request.route, request.body);
  const replay = async () =>
    request.key
      ? ((await storedReply(
          db,
          subject.subjectType,
          subject.subjectId,
          request.key,
          hash,
        )) as MoneyActionReply<T> | null)
      : null;

  if (actor.type === 'member') {
    if (typeof actor.secPassword === 'string')
      await checkSecPasswordForSession(db, actor.memberId, actor.session, actor.secPassword);
    else await requireRecentSecCheck(db, actor.memberId, actor.session);
  }
  const previous = await replay();
  if (previous) return previous;

  const auditActor: AuditActor =
    actor.type === 'member'
      ? { type: 'member', memberId: actor.memberId, username: actor.username }
      : actor.type === 'admin'
        ? { type: 'admin', adminId: actor.adminId, username: actor.username }
        : { type: 'system', username: actor.username };
  try {
    return await inTransaction(db, async (tx) => {
      const result = await action(tx);
      if (result.audit)
        await writeAudit(tx, { ...result.audit, actor: auditActor, ip: request.ip });
      const reply = { statusCode: 200, body: ok(result.data, request.message ?? 'success_submit') };
      if (request.key)
        await storeReply(tx, { ...subject, key: request.key, route: request.route }, hash, reply);
      return reply;
    });
  } catch (err) {
    // A twin with the same key committed first: this one either failed on the key at commit, or
    // was refused by what the twin changed (an upgrade already made, a balance already spent).
    // Either way the same key is the same request: answer with the twin's reply.
    if (request.key && (isTwinKey(err) || err instanceof AppError)) {
      const twin = await replay();
      if (twin) return twin;
    }
    throw err;
  }
}
