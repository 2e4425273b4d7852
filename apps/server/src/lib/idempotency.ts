import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Executor, pgConstraint, pgErrorCode, type Tx } from '../db/client.js';
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

/** The `Idempotency-Key` header in a money route's schema (documented; `idempotencyKey` checks it). */
export const idempotencyHeader = z
  .object({ 'idempotency-key': z.string().max(100).optional() })
  .passthrough();

/** The client's `Idempotency-Key` header, validated (1–100 printable characters). */
export function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!/^[\x21-\x7e]{1,100}$/.test(key))
    throw new AppError('VALIDATION_ERROR', { 'Idempotency-Key': 'VALIDATION_ERROR' });
  return key;
}

/** The stored first reply under a key (refusing a key reused with another request). */
export async function storedReply(
  db: Executor,
  subjectType: string,
  subjectId: number,
  key: string,
  hash: string,
) {
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
  return replayOf(
    { request_hash: row.requestHash, status_code: row.statusCode, response: row.response },
    hash,
  );
}

/** A stored key row as the reply to return (null without one), refusing another request's key. */
export function replayOf(
  row: { request_hash: string | null; status_code: number | null; response: unknown },
  hash: string,
): IdempotentReply | null {
  if (row.request_hash === null) return null;
  if (row.request_hash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REUSED' });
  return { statusCode: Number(row.status_code), body: row.response };
}

/** A money action's first reply, to store under its key. */
export interface StoredReply {
  subjectType: 'member' | 'admin';
  subjectId: number;
  key: string;
  route: string;
  hash: string;
  reply: IdempotentReply;
}

/**
 * Stores money actions' first replies under their keys, in the actions' own transaction (one
 * statement for a batch): a twin request that ran the action too fails on the key's primary key
 * here and rolls back.
 */
export async function storeReplies(tx: Tx, replies: StoredReply[]): Promise<void> {
  if (replies.length === 0) return;
  await tx.insert(idempotencyKeys).values(
    replies.map((r) => ({
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      key: r.key,
      route: r.route,
      requestHash: r.hash,
      statusCode: r.reply.statusCode,
      response: r.reply.body as object,
    })),
  );
}

/** Whether an error is a twin request's key row committed first. */
export const isTwinKey = (err: unknown) =>
  pgErrorCode(err) === '23505' &&
  pgConstraint(err) === 'idempotency_keys_subject_type_subject_id_key_pk';
