import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditActor, AuditEntry } from '../../lib/audit.js';
import { ok } from '../../lib/envelope.js';
import {
  type IdempotentReply,
  isTwinKey,
  requestHash,
  type StoredReply,
  storedReply,
} from '../../lib/idempotency.js';
import type { ActionResult } from '../../lib/run-action.js';
import type { Session } from '../member/index.js';
import { runMoneyWork } from './batch.js';
import { passMemberGate } from './gate.js';
import type { BulkMovement, PostedMovement } from './post-movements.js';

/**
 * Who asks: a member in a session (with their security password — or, for an action whose body
 * carries someone else's, `recentCheck`: a `checkSecPwd` of this session in the last 5 minutes),
 * known by id behind the member guard or, on a route behind `requireBearer`, by their bearer token
 * alone (the gate then checks the session as the guard does, in the same statement); an
 * administrator; or the system (an operator's CLI command, a scheduled job; never an HTTP request).
 */
export type MoneyActor =
  | {
      type: 'member';
      memberId: number;
      /** Known already, or read at the gate. */
      username?: string;
      session: Session;
      secPassword: string | { recentCheck: true };
    }
  | { type: 'bearer'; token: string; secPassword: string | { recentCheck: true } }
  | { type: 'admin'; adminId: number; username: string }
  | { type: 'system'; username: string };

/** The member a request acts for, once the gate has let it in; null for staff and the system. */
export type ActingMember<A extends MoneyActor> = A extends { type: 'member' | 'bearer' }
  ? number
  : null;

export interface MoneyActionRequest<A extends MoneyActor = MoneyActor> {
  actor: A;
  /** Names the action; scopes the idempotency key and is hashed with the body. */
  route: string;
  /** The client's Idempotency-Key, if any. */
  key: string | null;
  /** The request without secrets: a reused key with another body is refused. */
  body: unknown;
  ip?: string | null;
  /** Success message of the envelope. */
  message?: string;
  /**
   * The members whose accounts the action may move, when that is all it locks (asked once the
   * security password and the key have passed; it may refuse the request): the action may then
   * share a transaction with others of the same moment (see `MoneyBatcher`). Omitted: the action
   * runs in a transaction of its own.
   */
  members?: (member: ActingMember<A>) => Promise<readonly number[]>;
}

/** What a domain function returns to the path: the reply's data and the audit row to write. */
/** What a domain function returns to the path (as for `runAction`): the data and the audit row. */
export type MoneyActionResult<T> = ActionResult<T>;

/**
 * A movement's set-based form, beside its domain function (transfers and wallet changes): the
 * movement, and its result (data and audit row) from the journal posted. Asked once `members` has
 * answered; the batcher posts it with the other movements of the moment in one statement.
 */
export interface MoneyActionBulk<T> {
  movement: BulkMovement;
  result(posted: PostedMovement): MoneyActionResult<T>;
}

/** Filled in by the database when it stores a bulk movement's reply. */
const UNPOSTED: PostedMovement = { journalId: 0, balance: 0n, createdAt: '' };

export interface MoneyActionReply<T> extends IdempotentReply {
  body: ReturnType<typeof ok<T>>;
}

/**
 * The one path of a money action: security password (members; counted toward the lock, remembered
 * for the session), idempotency key (the same key returns the first reply and moves money once; a
 * reused key with another request is refused), then the domain function, its audit row and the
 * stored reply in one transaction — shared with other actions of the same moment when the request
 * names the members it moves (`members`), each still with its own journal, audit row and stored
 * reply (see `MoneyBatcher`). A refusal stores nothing, so the client may retry with the same key.
 * The domain function gets the transaction and composes whatever it needs (debit, order, bonus)
 * inside it.
 */
export async function runMoneyAction<T, A extends MoneyActor = MoneyActor>(
  db: Db,
  request: MoneyActionRequest<A>,
  action: (tx: Tx, member: ActingMember<A>) => Promise<MoneyActionResult<T>>,
  bulk?: (member: ActingMember<A>) => MoneyActionBulk<T>,
): Promise<MoneyActionReply<T>> {
  const actor: MoneyActor = request.actor;
  const hash = requestHash(request.route, request.body);
  let subject: { subjectType: 'member' | 'admin'; subjectId: number };
  let auditActor: AuditActor;
  let member: number | null = null;
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

  if (actor.type === 'member' || actor.type === 'bearer') {
    const gate = await passMemberGate(
      db,
      actor.type === 'bearer'
        ? actor
        : { token: actor.session.token, memberId: actor.memberId, secPassword: actor.secPassword },
      { key: request.key, hash },
    );
    if (gate.replay) return gate.replay as MoneyActionReply<T>;
    member = gate.memberId;
    subject = { subjectType: 'member', subjectId: gate.memberId };
    auditActor = { type: 'member', memberId: gate.memberId, username: gate.username };
  } else {
    subject = { subjectType: 'admin', subjectId: actor.type === 'admin' ? actor.adminId : 0 };
    const previous = await replay();
    if (previous) return previous;
    auditActor =
      actor.type === 'admin'
        ? { type: 'admin', adminId: actor.adminId, username: actor.username }
        : { type: 'system', username: actor.username };
  }
  const acting = member as ActingMember<A>;

  const replyOf = (data: T) => ({
    statusCode: 200,
    body: ok(data, request.message ?? 'success_submit'),
  });
  const recordsOf = (
    result: MoneyActionResult<T>,
    reply: MoneyActionReply<T>,
  ): { audit: AuditEntry | null; reply: StoredReply | null } => ({
    audit: result.audit ? { ...result.audit, actor: auditActor, ip: request.ip } : null,
    reply: request.key ? { ...subject, key: request.key, route: request.route, hash, reply } : null,
  });
  try {
    const members = request.members ? await request.members(acting) : null;
    const form = members && bulk ? bulk(acting) : null;
    return await runMoneyWork(db, {
      members,
      key: request.key ? { ...subject, key: request.key } : null,
      run: async (tx) => {
        const result = await action(tx, acting);
        const reply = replyOf(result.data);
        return { value: reply, records: recordsOf(result, reply) };
      },
      // Its audit row and stored reply as the database completes them (journal, balance, time).
      bulk: form
        ? {
            movement: form.movement,
            ...recordsOf(form.result(UNPOSTED), replyOf(form.result(UNPOSTED).data)),
            finish: (posted) => replyOf(form.result(posted).data),
          }
        : undefined,
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
