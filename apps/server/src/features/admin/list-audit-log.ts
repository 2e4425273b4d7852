import { type AuditLogPage, PAGE_SIZE } from '@rangkai/shared';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { admins, auditLog, members, orders, packages } from '../../db/schema/index.js';
import { likeContains, pageOf, pageOffset } from '../../lib/pagination.js';

const targetMember = alias(members, 'target_member');
const targetAdmin = alias(admins, 'target_admin');

export interface AuditLogFilter {
  q: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  page: number;
}

/** The rows `filter` selects (`q` searches who, what, target, reason and the before/after values). */
export function auditLogWhere(filter: Omit<AuditLogFilter, 'page'>) {
  const pattern = filter.q ? likeContains(filter.q) : null;
  return and(
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.target_type ? eq(auditLog.targetType, filter.target_type) : undefined,
    filter.target_id ? eq(auditLog.targetId, filter.target_id) : undefined,
    pattern
      ? or(
          ilike(auditLog.adminUsername, pattern),
          ilike(auditLog.action, pattern),
          ilike(auditLog.targetId, pattern),
          ilike(auditLog.reason, pattern),
          ilike(targetMember.username, pattern),
          ilike(targetMember.memberCode, pattern),
          ilike(targetAdmin.username, pattern),
          sql`${auditLog.before}::text ILIKE ${pattern}`,
          sql`${auditLog.after}::text ILIKE ${pattern}`,
        )
      : undefined,
  );
}

const joinMember = and(
  eq(auditLog.targetType, 'member'),
  sql`${auditLog.targetId} = ${targetMember.id}::text`,
);
const joinAdmin = and(
  eq(auditLog.targetType, 'admin'),
  sql`${auditLog.targetId} = ${targetAdmin.id}::text`,
);
const joinPackage = and(
  eq(auditLog.targetType, 'package'),
  sql`${auditLog.targetId} = ${packages.id}::text`,
);
// An order is named by its reference, as on every order screen.
const joinOrder = and(
  eq(auditLog.targetType, 'order'),
  sql`${auditLog.targetId} = ${orders.id}::text`,
);

/** Audit rows with their target's name (member, admin, package, order), for `where`. */
export function auditLogRows(db: Executor, where: SQL | undefined) {
  return db
    .select({
      entry: auditLog,
      memberName: targetMember.username,
      adminName: targetAdmin.username,
      packageName: packages.packageNameEn,
      orderRef: orders.refNo,
    })
    .from(auditLog)
    .leftJoin(targetMember, joinMember)
    .leftJoin(targetAdmin, joinAdmin)
    .leftJoin(packages, joinPackage)
    .leftJoin(orders, joinOrder)
    .where(where);
}

type AuditRow = Awaited<ReturnType<typeof auditLogRows>>[number];

/** What the log calls a row's target: a member's or admin's username, a package, an order ref. */
export function targetLabel({ entry: e, memberName, adminName, packageName, orderRef }: AuditRow) {
  return (
    memberName ??
    adminName ??
    packageName ??
    orderRef ??
    (e.targetType === 'setting' ? e.targetId : null)
  );
}

/**
 * The audit log, newest first. `q` searches who, what, target (including a member's username or
 * code), reason and the before/after values; `action` and target narrow it. Read-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on this table.
 */
export async function listAuditLog(db: Executor, filter: AuditLogFilter): Promise<AuditLogPage> {
  const where = auditLogWhere(filter);
  const [rows, [{ total }]] = await Promise.all([
    auditLogRows(db, where)
      .orderBy(desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(filter.page)),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(targetMember, joinMember)
      .leftJoin(targetAdmin, joinAdmin)
      .where(where),
  ]);

  const records = rows.map((row) => {
    const e = row.entry;
    return {
      id: e.id,
      admin_id: e.adminId,
      admin_username: e.adminUsername,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      target_label: targetLabel(row),
      reason: e.reason,
      before: e.before,
      after: e.after,
      ip: e.ip,
      created_at: e.createdAt.toISOString(),
    };
  });
  return pageOf(records, filter.page, Number(total));
}
