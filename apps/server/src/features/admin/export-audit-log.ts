import { and, desc, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { businessDateTime } from '../../lib/business-time.js';
import type { CsvSource } from '../../lib/csv-export.js';
import { type AuditLogFilter, auditLogRows, auditLogWhere, targetLabel } from './list-audit-log.js';

type Row = Awaited<ReturnType<typeof auditLogRows>>[number];
const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** The audit log of the filter as CSV, newest first like the screen. */
export function exportAuditLog(db: Executor, filter: Omit<AuditLogFilter, 'page'>): CsvSource<Row> {
  const where = auditLogWhere(filter);
  return {
    columns: [
      { name: 'id', value: (r) => r.entry.id },
      { name: 'time', value: (r) => businessDateTime(r.entry.createdAt) },
      { name: 'actor_type', value: (r) => r.entry.actorType },
      { name: 'actor', value: (r) => r.entry.adminUsername },
      { name: 'action', value: (r) => r.entry.action },
      { name: 'target_type', value: (r) => r.entry.targetType },
      { name: 'target_id', value: (r) => r.entry.targetId },
      { name: 'target', value: (r) => targetLabel(r) },
      { name: 'reason', value: (r) => r.entry.reason },
      { name: 'before', value: (r) => json(r.entry.before) },
      { name: 'after', value: (r) => json(r.entry.after) },
      { name: 'ip', value: (r) => r.entry.ip },
    ],
    batch: (after, limit) =>
      auditLogRows(db, after ? and(where, lt(auditLog.id, after.entry.id)) : where)
        .orderBy(desc(auditLog.id))
        .limit(limit),
  };
}
