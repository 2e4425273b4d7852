import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { members, orders, packages, userPackages } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { coolingOffUntil } from '../cooling-off/index.js';
import { paidWallets, type Receipt, receiptNumber, receiptSettings } from './receipt.js';

const owner = alias(members, 'owner');
const payer = alias(members, 'payer');
const fromPkg = alias(packages, 'from_pkg');
const toPkg = alias(packages, 'to_pkg');
const cancel = alias(userPackages, 'cancel');

/**
 * The receipt of a package purchase (BUSINESS_RULES §3: the payer's point3 paid the price
 * difference plus shipping), with the cooling-off statement and the last day to cancel (§13), or,
 * once cancelled, when it was and the refund. `memberId` set: only the member who holds the package
 * or paid for it gets it; anyone else is refused NO_PERMISSION on `user_package_id`, whether or not
 * the purchase exists. Without it (the back-office) an unknown purchase is NOT_FOUND. A
 * cancellation's own row is no purchase: it has no receipt of its own.
 */
export async function packageReceipt(
  db: Executor,
  options: { userPackageId: number; memberId?: number },
): Promise<Receipt> {
  const [row] = await db
    .select({
      up: userPackages,
      owner: {
        id: owner.id,
        username: owner.username,
        fullname: owner.fullname,
        code: owner.memberCode,
      },
      payer: { id: payer.id, username: payer.username, fullname: payer.fullname },
      from: { name: fromPkg.packageName, nameEn: fromPkg.packageNameEn },
      to: { name: toPkg.packageName, nameEn: toPkg.packageNameEn },
      refNo: orders.refNo,
      cancel: {
        at: cancel.createdAt,
        amountSen: cancel.amountSen,
        shippingSen: cancel.shippingSen,
      },
    })
    .from(userPackages)
    .innerJoin(owner, eq(owner.id, userPackages.memberId))
    .innerJoin(payer, eq(payer.id, userPackages.paidByMemberId))
    .leftJoin(fromPkg, eq(fromPkg.id, userPackages.fromPackageId))
    .innerJoin(toPkg, eq(toPkg.id, userPackages.toPackageId))
    .leftJoin(orders, eq(orders.userPackageId, userPackages.id))
    .leftJoin(cancel, eq(cancel.cancelsId, userPackages.id))
    .where(and(eq(userPackages.id, options.userPackageId), ne(userPackages.kind, 'cancel')));
  if (options.memberId !== undefined) {
    if (!row || (row.owner.id !== options.memberId && row.payer.id !== options.memberId))
      throw fieldError('NO_PERMISSION', 'user_package_id');
  } else if (!row) throw new AppError('NOT_FOUND');

  const { up } = row;
  const { company, statement } = await receiptSettings(db);
  // A free package has no starter-kit order, so no order number: the purchase's own id stands in.
  const number = receiptNumber(row.refNo ?? `PK-${String(up.id).padStart(8, '0')}`);
  return {
    number,
    kind: 'package',
    at: up.createdAt,
    company,
    member: {
      username: row.owner.username,
      fullname: row.owner.fullname,
      memberCode: row.owner.code,
    },
    paidBy:
      row.payer.id === row.owner.id
        ? null
        : { username: row.payer.username, fullname: row.payer.fullname },
    reference: row.refNo,
    items: [
      {
        name: row.to.name,
        nameEn: row.to.nameEn,
        quantity: 1,
        unitPriceSen: up.amountSen,
        note: row.from?.nameEn ? `Upgrade from ${row.from.nameEn}` : undefined,
      },
    ],
    subtotalSen: up.amountSen,
    discountSen: 0n,
    voucherCode: null,
    shippingSen: up.shippingSen,
    totalSen: up.amountSen + up.shippingSen,
    paid: paidWallets({
      point1: 0n,
      point2: 0n,
      point3: up.amountSen + up.shippingSen,
      point4: 0n,
    }),
    statement,
    coolingOff: {
      until: await coolingOffUntil(db, up.businessDate),
      cancelled: row.cancel?.at
        ? {
            at: row.cancel.at,
            refundSen: (row.cancel.amountSen ?? 0n) + (row.cancel.shippingSen ?? 0n),
          }
        : null,
    },
  };
}
