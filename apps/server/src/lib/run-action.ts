import { type Db, inTransaction, type Tx } from '../db/client.js';
import { type AuditActor, type AuditEntry, writeAudit } from './audit.js';

/** What a domain function returns: the reply's data and the audit row to write with it. */
export interface ActionResult<T> {
  data: T;
  /** Written in the same transaction; null when the change needs none (a member's own address). */
  audit: Omit<AuditEntry, 'actor' | 'ip'> | null;
}

/** Who acts, from where: the part of the audit row the path adds. */
export interface ActionBy {
  actor: AuditActor;
  ip?: string | null;
}

/**
 * The one path of a change that moves no money (money goes through `runMoneyAction`): the domain
 * function runs in one transaction (retried on a serialization failure) and its audit row is
 * written in the same transaction, so a route only parses, authorizes, calls and replies. `by`
 * is null for a member's own change that no audit row records (their address book).
 */
export async function runAction<T>(
  db: Db,
  by: ActionBy | null,
  action: (tx: Tx) => Promise<ActionResult<T>>,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const { data, audit } = await action(tx);
    if (audit) {
      if (!by) throw new Error(`audit row ${audit.action} without an actor`);
      await writeAudit(tx, { ...audit, actor: by.actor, ip: by.ip ?? null });
    }
    return data;
  });
}
