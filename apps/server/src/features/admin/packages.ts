import { type AdminPackage, formatSen } from '@rangkai/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { members, packages } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';

/** The free package every self-registered member starts on (BUSINESS_RULES §3). */
export const FREE_PACKAGE_ID = 1;

type PackageRow = typeof packages.$inferSelect;

function toAdminPackage(p: PackageRow, memberCount: number): AdminPackage {
  return {
    id: p.id,
    package_name: p.packageName,
    package_name_en: p.packageNameEn,
    price: formatSen(p.priceSen),
    bv: formatSen(p.bvSen),
    pairing_cap: formatSen(p.pairingCapSen),
    level_depth: p.levelDepth,
    premium: p.premium,
    members: memberCount,
  };
}

/** The editable figures of a package, as the audit log records them. */
const packageView = (p: PackageRow) => ({
  price: formatSen(p.priceSen),
  bv: formatSen(p.bvSen),
  pairing_cap: formatSen(p.pairingCapSen),
  level_depth: p.levelDepth,
});

async function memberCounts(db: Executor) {
  const rows = await db
    .select({ packageId: members.packageId, n: count() })
    .from(members)
    .groupBy(members.packageId);
  return new Map(rows.map((r) => [r.packageId, Number(r.n)]));
}

export async function listPackages(db: Executor): Promise<AdminPackage[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(packages).orderBy(asc(packages.id)),
    memberCounts(db),
  ]);
  return rows.map((p) => toAdminPackage(p, counts.get(p.id) ?? 0));
}

export async function getPackage(db: Executor, { id }: { id: number }): Promise<AdminPackage> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [{ n }] = await db.select({ n: count() }).from(members).where(eq(members.packageId, id));
  return toAdminPackage(row, Number(n));
}

export interface PackageChanges {
  price?: bigint;
  bv?: bigint;
  pairing_cap?: bigint;
  level_depth?: number;
}

/**
 * Changes the price, BV, pairing cap or level depth of a package (BUSINESS_RULES §3 marks them
 * settings), audited with before and after in the same transaction. The free package stays free
 * and a paid package stays paid: "premium" means "price above zero" everywhere else.
 */
export async function updatePackage(
  tx: Tx,
  options: { id: number; changes: PackageChanges; reason?: string | null },
): Promise<ActionResult<AdminPackage>> {
  const { changes } = options;
  if (Object.values(changes).every((v) => v === undefined)) {
    throw new AppError('VALIDATION_ERROR', { _: 'REQUIRED' });
  }
  const [current] = await tx
    .select()
    .from(packages)
    .where(eq(packages.id, options.id))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND');

  const next = {
    priceSen: changes.price ?? current.priceSen,
    bvSen: changes.bv ?? current.bvSen,
    pairingCapSen: changes.pairing_cap ?? current.pairingCapSen,
    levelDepth: changes.level_depth ?? current.levelDepth,
  };
  if ((current.id === FREE_PACKAGE_ID) !== (next.priceSen === 0n)) {
    throw fieldError('VALIDATION_ERROR', 'price');
  }
  if (current.id === FREE_PACKAGE_ID && next.bvSen !== 0n)
    throw fieldError('VALIDATION_ERROR', 'bv');

  const unchanged =
    next.priceSen === current.priceSen &&
    next.bvSen === current.bvSen &&
    next.pairingCapSen === current.pairingCapSen &&
    next.levelDepth === current.levelDepth;
  let saved = current;
  let audit: ActionResult<AdminPackage>['audit'] = null;
  if (!unchanged) {
    [saved] = await tx.update(packages).set(next).where(eq(packages.id, current.id)).returning();
    audit = {
      action: 'package.update',
      targetType: 'package',
      targetId: current.id,
      reason: options.reason ?? null,
      before: packageView(current),
      after: packageView(saved),
    };
  }
  const [{ n }] = await tx
    .select({ n: count() })
    .from(members)
    .where(eq(members.packageId, current.id));
  return { data: toAdminPackage(saved, Number(n)), audit };
}
