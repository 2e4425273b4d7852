import {
  formatSen,
  type Order,
  type UserPackage,
  type upgradePackageRequest,
} from '@rangkai/shared';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import { accounts, members, packages } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MoneyActionResult } from '../money/index.js';
import { loadOrder } from '../orders/index.js';
import { resolveDelivery, shippingFeeFor } from './delivery.js';
import { findPackage, type PackageRow, type Purchase, recordPurchase } from './purchase.js';
import { loadUserPackage } from './user-packages.js';

const packageInfo = (p: PackageRow) => ({
  id: p.id,
  package_name: p.packageName,
  package_name_en: p.packageNameEn,
  price: formatSen(p.priceSen),
  bv: formatSen(p.bvSen),
  premium: p.premium,
});

/** Spec §7 get-upgrade-package: the packages priced above the member's, with what each costs. */
export async function upgradeOptions(db: Executor, memberId: number, only?: number) {
  const [member] = await db
    .select({ packageId: members.packageId })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) throw new AppError('UNAUTHORIZED');
  const current = await findPackage(db, member.packageId, 'upgrade_package');
  const higher = await db
    .select()
    .from(packages)
    .where(gt(packages.priceSen, current.priceSen))
    .orderBy(asc(packages.priceSen));
  return {
    current: packageInfo(current),
    user_group: higher
      .filter((p) => only === undefined || p.id === only)
      .map((p) => ({
        ...packageInfo(p),
        amount_due: formatSen(p.priceSen - current.priceSen),
        bv_gain: formatSen(p.bvSen - current.bvSen),
      })),
    shipping_fee_east: formatSen(await shippingFeeFor(db, 'East')),
  };
}

export async function point3Balance(db: Executor, memberId: number): Promise<string> {
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.wallet, 'point3')));
  return formatSen(row?.balance ?? 0n);
}

export interface PurchaseReply {
  user_package: UserPackage;
  order: Order | null;
  point3: string;
}

/** The reply to a purchase: the package record, its starter-kit order and the payer's point3. */
export async function purchaseReply(
  tx: Tx,
  purchase: Purchase,
  payerId: number,
): Promise<PurchaseReply> {
  return {
    user_package: await loadUserPackage(tx, purchase.userPackageId),
    order: purchase.orderId ? await loadOrder(tx, purchase.orderId) : null,
    point3: await point3Balance(tx, payerId),
  };
}

export interface UpgradeOptions {
  memberId: number;
  username: string;
  input: z.output<typeof upgradePackageRequest>;
  /** The simulator's clock (the purchase's business date); the database's when absent. */
  at?: Date;
}

/**
 * BUSINESS_RULES §3 upgrade: only to a package priced higher; the member's point3 pays the price
 * difference plus shipping; receiver details default to the member's profile. The member row is
 * locked first, so two upgrades at once are decided one after the other. Everything the upgrade
 * moves, without the reply (the plan simulator reads none).
 */
export async function recordUpgrade(tx: Tx, options: UpgradeOptions) {
  const { input } = options;
  const [member] = await tx
    .select()
    .from(members)
    .where(eq(members.id, options.memberId))
    .for('update');
  if (!member) throw new AppError('UNAUTHORIZED');
  const fromPackage = await findPackage(tx, member.packageId, 'user_group_id');
  const toPackage = await findPackage(tx, input.user_group_id, 'user_group_id');
  if (toPackage.priceSen <= fromPackage.priceSen)
    throw fieldError('INVALID_STATE', 'user_group_id');
  const delivery = await resolveDelivery(
    tx,
    {
      selfPickup: input.self_pickup,
      stateId: input.state ?? input.state_id,
      collectPointId: input.mall_collect_point_id,
    },
    { countryId: member.countryId, stateId: member.stateId, area: member.area },
  );
  const purchase = await recordPurchase(tx, {
    kind: 'upgrade',
    memberId: member.id,
    payerId: member.id,
    fromPackage,
    toPackage,
    delivery,
    receiver: {
      receiverFullname: input.receiver_fullname ?? member.receiverFullname ?? member.fullname,
      receiverPhone: input.receiver_phone ?? member.receiverPhone ?? member.contactNumber,
      address: input.address || member.address,
      postcode: input.postcode ?? member.postcode,
      remark: input.remark ?? null,
    },
    actor: { type: 'member', id: member.id, name: options.username },
    at: options.at,
  });
  return { member, fromPackage, toPackage, purchase };
}

/** Spec §7 upgrade-package: the upgrade (`recordUpgrade`), its reply and its audit row. */
export async function upgradePackage(
  tx: Tx,
  options: UpgradeOptions,
): Promise<MoneyActionResult<PurchaseReply>> {
  const { member, fromPackage, toPackage, purchase } = await recordUpgrade(tx, options);
  return {
    data: await purchaseReply(tx, purchase, member.id),
    audit: {
      action: 'package.upgrade',
      targetType: 'member',
      targetId: member.id,
      before: { package_id: fromPackage.id },
      after: {
        package_id: toPackage.id,
        amount: formatSen(purchase.amountSen),
        bv: formatSen(purchase.bvSen),
        shipping: formatSen(purchase.shippingSen),
        sponsor_bonus: formatSen(purchase.sponsorBonusSen),
        user_package_id: purchase.userPackageId,
      },
    },
  };
}
