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
  if (row.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { 'Idempotency-Key': 'IDEMPOTENCY_KEY_REUSED' });
  return { statusCode: row.statusCode, body: row.response } satisfies IdempotentReply;
}

/**
 * Stores a money action's first reply under its key, in the action's own transaction: a twin
 * request that ran the action too fails on the key's primary key here and rolls back.
 */
export async function storeReply(
  tx: Tx,
  scope: { subjectType: 'member' | 'admin'; subjectId: number; key: string; route: string },
  hash: string,
  reply: IdempotentReply,
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    subjectType: scope.subjectType,
    subjectId: scope.subjectId,
    key: scope.key,
    route: scope.route,
    requestHash: hash,
    statusCode: reply.statusCode,
    response: reply.body as object,
  });
}

/** Whether an error is a twin request's key row committed first. */
export const isTwinKey = (err: unknown) =>
  pgErrorCode(err) === '23505' &&
  pgConstraint(err) === 'idempotency_keys_subject_type_subject_id_key_pk';
