import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actor: { adminId: number | null; username: string };
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** Appends one audit row; call it with the same transaction as the action it records. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    adminId: entry.actor.adminId,
    adminUsername: entry.actor.username,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}
