import { formatSen, PAGE_SIZE, type UserPackage } from '@rangkai/shared';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { members, orders, packages, userPackages } from '../../db/schema/index.js';
import { businessDate } from '../../lib/business-time.js';
import { pageOffset } from '../../lib/pagination.js';
import { coolingOffUntilMany } from '../cooling-off/index.js';
import { inSubtree, levelBelow } from '../genealogy/index.js';
import { latestStandingPurchaseId } from './standing-purchase.js';

const owner = alias(members, 'owner');
const payer = alias(members, 'payer');
const fromPkg = alias(packages, 'from_pkg');
const toPkg = alias(packages, 'to_pkg');
const cancel = alias(userPackages, 'cancel');

/** A purchase, not its undoing: cancellations show as the status of the purchase they undo. */
const purchase = ne(userPackages.kind, 'cancel');

/** No later purchase of the same member stands (purchases are cancelled newest first, §13). */
const latestStanding = sql<boolean>`${userPackages.id} = ${latestStandingPurchaseId(userPackages.memberId)}`;

/** Package purchases as the API shows them, newest first, by a condition on `user_packages`. */
function selectUserPackages(db: Executor, level: SQL<number> = sql<number>`0`) {
  return db
    .select({
      level,
      up: userPackages,
      owner: {
        id: owner.id,
        username: owner.username,
        code: owner.memberCode,
      },
      payer: { id: payer.id, username: payer.username, code: payer.memberCode },
      from: { id: fromPkg.id, name: fromPkg.packageName, nameEn: fromPkg.packageNameEn },
      to: { id: toPkg.id, name: toPkg.packageName, nameEn: toPkg.packageNameEn },
      order: { id: orders.id, refNo: orders.refNo, status: orders.status },
      cancelledAt: cancel.createdAt,
      latest: latestStanding,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(userPackages)
    .innerJoin(owner, eq(owner.id, userPackages.memberId))
    .innerJoin(payer, eq(payer.id, userPackages.paidByMemberId))
    .leftJoin(fromPkg, eq(fromPkg.id, userPackages.fromPackageId))
    .innerJoin(toPkg, eq(toPkg.id, userPackages.toPackageId))
    .leftJoin(orders, eq(orders.userPackageId, userPackages.id))
    .leftJoin(cancel, eq(cancel.cancelsId, userPackages.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUserPackages>['where']>>[number];

/** The API records of `rows`, each with its cooling-off period (one read of the holidays). */
async function toUserPackages(db: Executor, rows: Row[]): Promise<UserPackage[]> {
  const until = await coolingOffUntilMany(
    db,
    rows.map((r) => r.up.businessDate),
  );
  const today = businessDate();
  return rows.map((row) => toUserPackage(row, until.get(row.up.businessDate) as string, today));
}

function toUserPackage(row: Row, coolingOffUntil: string, today: string): UserPackage {
  const { up } = row;
  return {
    id: up.id,
    user_id: up.memberId,
    user_group_id: up.toPackageId,
    kind: up.kind as UserPackage['kind'],
    member: { id: row.owner.id, username: row.owner.username, member_code: row.owner.code },
    paid_by: { id: row.payer.id, username: row.payer.username, member_code: row.payer.code },
    from_package: row.from?.id
      ? { id: row.from.id, package_name: row.from.name, package_name_en: row.from.nameEn }
      : null,
    to_package: { id: row.to.id, package_name: row.to.name, package_name_en: row.to.nameEn },
    amount: formatSen(up.amountSen),
    bv: formatSen(up.bvSen),
    shipping_fee: formatSen(up.shippingSen),
    total: formatSen(up.amountSen + up.shippingSen),
    order: row.order?.id
      ? { id: row.order.id, ref_no: row.order.refNo, status: row.order.status }
      : null,
    created_at: up.createdAt.toISOString(),
    business_date: up.businessDate,
    cooling_off_until: coolingOffUntil,
    status: row.cancelledAt ? 'cancelled' : 'active',
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancellable: !row.cancelledAt && row.latest === true && today <= coolingOffUntil,
  };
}

export async function loadUserPackage(db: Executor, id: number): Promise<UserPackage> {
  const rows = await selectUserPackages(db).where(eq(userPackages.id, id));
  return (await toUserPackages(db, rows))[0];
}

/** A member's own purchases (what they hold), newest first, with the total. */
export async function memberUserPackages(db: Executor, memberId: number, page: number) {
  const mine = and(eq(userPackages.memberId, memberId), purchase) as SQL;
  const rows = await selectUserPackages(db)
    .where(mine)
    .orderBy(desc(userPackages.id))
    .limit(PAGE)
    .offset(pageOffset(page, PAGE));
  return {
    records: await toUserPackages(db, rows),
    total: rows[0]?.total ?? (await countOf(db, mine)),
  };
}

/** Rows per page of the package records. */
const PAGE = PAGE_SIZE;

/** The total behind an empty page (past the last one): the window count had no row to ride on. */
async function countOf(db: Executor, condition: SQL) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userPackages)
    .innerJoin(owner, eq(owner.id, userPackages.memberId))
    .where(condition);
  return row.n;
}

/**
 * Purchases by members of `memberId`'s sponsor downline (never the member's own, never anyone
 * outside it), newest first, with each buyer's level below the member (1 = sponsored directly).
 */
export async function downlineUserPackages(db: Executor, memberId: number, page: number) {
  const downline = and(inSubtree('sponsor', memberId, owner.id, { strict: true }), purchase) as SQL;
  const rows = await selectUserPackages(db, levelBelow('sponsor', memberId, owner.id))
    .where(downline)
    .orderBy(desc(userPackages.id))
    .limit(PAGE)
    .offset(pageOffset(page, PAGE));
  const total = rows[0]?.total ?? (await countOf(db, downline));
  const records = await toUserPackages(db, rows);
  return {
    records: records.map((record, i) => ({ ...record, level: Number(rows[i].level) })),
    total,
  };
}
