import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Who acted: an administrator, a member (their own money action) or the system. */
export type AuditActor =
  | { type?: 'admin'; adminId: number | null; username: string }
  | { type: 'member'; memberId: number; username: string }
  | { type: 'system'; username: string };

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** A value as JSON keeps it: sen amounts (bigint) become decimal-digit strings. */
function jsonSafe(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)));
}

/** An audit entry as the row `audit_log` keeps (also written set-based by `post_movements`). */
export function auditRow(entry: AuditEntry) {
  const { actor } = entry;
  return {
    actorType: actor.type ?? 'admin',
    adminId: 'adminId' in actor ? actor.adminId : null,
    memberId: actor.type === 'member' ? actor.memberId : null,
    adminUsername: actor.username,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    reason: entry.reason ?? null,
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
    ip: entry.ip ?? null,
  };
}

/** Appends one audit row; call it with the same transaction as the action it records. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await writeAudits(tx, [entry]);
}

/** Appends audit rows in one statement (a batch of money actions), in their transaction. */
export async function writeAudits(tx: Executor, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await tx.insert(auditLog).values(entries.map(auditRow));
}
