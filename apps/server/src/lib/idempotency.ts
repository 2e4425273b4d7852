import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Db, inTransaction, pgConstraint, pgErrorCode, type Tx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface IdempotentReply {
  statusCode: number;
  body: unknown;
}

/** A digest of a money request (route and canonical body), to tell a reused key's new request. */
export function requestHash(route: string, body: unknown): string {
  const canonical = JSON.stringify(body, (_k, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : typeof v === 'bigint'
        ? v.toString()
        : v,
  );
  return crypto
    .createHash('sha256')
    .update(route)
    .update('\0')
    .update(canonical ?? '')
    .digest('hex');
}

/** The client's `Idempotency-Key` header, validated (1–100 printable characters). */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!/^[\x21-\x7e]{1,100}$/.test(key))
    throw new AppError('VALIDATION_ERROR', { 'Idempotency-Key': 'VALIDATION_ERROR' });
  return key;
}

async function stored(db: Db, subjectType: string, subjectId: number, key: string, hash: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.subjectType, subjectType),
        eq(idempotencyKeys.subjectId, subjectId),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (!row) return null;
  if (row.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REUSED' });
  return { statusCode: row.statusCode, body: row.response } satisfies IdempotentReply;
}

export interface IdempotencyScope {
  subjectType: 'member' | 'admin';
  subjectId: number;
  key: string | null;
  route: string;
  body: unknown;
}

/**
 * Runs a money action at most once per (subject, key). The key row, with the reply, is inserted in
 * the action's own transaction: a concurrent twin that ran the action too fails on the key's
 * primary key at its insert, rolls its movement back and replays the stored reply. A refused
 * action stores nothing, leaving the client free to retry with the same key.
 */
export async function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  check: () => Promise<void>,
  action: (tx: Tx) => Promise<unknown>,
): Promise<IdempotentReply> {
  const hash = requestHash(scope.route, scope.body);
  if (scope.key) {
    const previous = await stored(db, scope.subjectType, scope.subjectId, scope.key, hash);
    if (previous) return previous;
  }
  await check();
  try {
    return await inTransaction(db, async (tx) => {
      const body = await action(tx);
      if (scope.key) {
        await tx.insert(idempotencyKeys).values({
          subjectType: scope.subjectType,
          subjectId: scope.subjectId,
          key: scope.key,
          route: scope.route,
          requestHash: hash,
          statusCode: 200,
          response: body as object,
        });
      }
      return { statusCode: 200, body };
    });
  } catch (err) {
    if (
      scope.key &&
      pgErrorCode(err) === '23505' &&
      pgConstraint(err) === 'idempotency_keys_subject_type_subject_id_key_pk'
    ) {
      const previous = await stored(db, scope.subjectType, scope.subjectId, scope.key, hash);
      if (previous) return previous;
    }
    throw err;
  }
}
