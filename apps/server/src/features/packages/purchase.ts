import { formatSen } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { members, packages, userPackages } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { creditBonuses } from '../bonus/index.js';
import { claimBusinessDate } from '../compensation/index.js';
import { createOrder, type Delivery, type OrderActor, type Receiver } from '../orders/index.js';
import { readIntSetting } from '../settings/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';

export type PackageRow = typeof packages.$inferSelect;

export async function findPackage(db: Executor, id: number, field: string): Promise<PackageRow> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw fieldError('VALIDATION_ERROR', field);
  return row;
}

export interface PurchaseInput {
  kind: 'register' | 'upgrade';
  /** Who gets the package. */
  memberId: number;
  /** Who pays from their point3 (the member, or their registrant). */
  payerId: number;
  /** The package held before (null for a new member). */
  fromPackage: PackageRow | null;
  toPackage: PackageRow;
  delivery: Delivery;
  receiver: Receiver;
  actor: OrderActor;
  /** The simulator's clock; the database's clock when absent. */
  at?: Date;
}

export interface Purchase {
  userPackageId: number;
  orderId: number | null;
  amountSen: bigint;
  bvSen: bigint;
  shippingSen: bigint;
  businessDate: string;
  sponsorBonusSen: bigint;
}

/**
 * Everything a package purchase moves, in the caller's transaction (BUSINESS_RULES §3, §5.1, §7):
 * the payer's point3 pays the price difference plus shipping (company revenue and shipping
 * accounts take them; refused below zero), the member gets the package and its BV, a starter-kit
 * order is created for a paid package, and the direct sponsor is paid the sponsor bonus when they
 * hold a paid package.
 */
export async function recordPurchase(tx: Tx, input: PurchaseInput): Promise<Purchase> {
  const { fromPackage, toPackage, delivery } = input;
  const amountSen = toPackage.priceSen - (fromPackage?.priceSen ?? 0n);
  const bvSen = toPackage.bvSen - (fromPackage?.bvSen ?? 0n);
  const shippingSen = toPackage.priceSen > 0n ? delivery.shippingSen : 0n;
  // Holds the date against its close until commit (the close of that date then sees this).
  const day = await claimBusinessDate(tx, input.at);
  let journalId: number | null = null;
  if (amountSen + shippingSen > 0n) {
    const lines: JournalLineInput[] = [
      {
        account: { memberId: input.payerId, wallet: 'point3' },
        amount: -(amountSen + shippingSen),
      },
      { account: { system: 'company_revenue' }, amount: amountSen },
    ];
    if (shippingSen > 0n) lines.push({ account: { system: 'shipping' }, amount: shippingSen });
    ({ journalId } = await postJournal(tx, {
      type: input.kind === 'upgrade' ? 'package_upgrade' : 'package_purchase',
      memo: toPackage.packageNameEn,
      actor: { type: input.actor.type, id: input.actor.id },
      lines,
    }));
  }
  await tx
    .update(members)
    .set({
      packageId: toPackage.id,
      investSen: sql`${members.investSen} + ${amountSen}`,
      updatedAt: new Date(),
    })
    .where(eq(members.id, input.memberId));
  const [userPackage] = await tx
    .insert(userPackages)
    .values({
      memberId: input.memberId,
      paidByMemberId: input.payerId,
      kind: input.kind,
      fromPackageId: fromPackage?.id ?? null,
      toPackageId: toPackage.id,
      amountSen,
      bvSen,
      shippingSen,
      journalId,
      businessDate: day,
    })
    .returning({ id: userPackages.id });
  const order =
    toPackage.priceSen > 0n
      ? await createOrder(
          tx,
          {
            orderType: 'package',
            memberId: input.memberId,
            paidByMemberId: input.payerId,
            userPackageId: userPackage.id,
            paymentType: 'point3',
            items: [
              {
                packageId: toPackage.id,
                name: toPackage.packageName,
                nameEn: toPackage.packageNameEn,
                quantity: 1,
                unitPriceSen: amountSen,
              },
            ],
            delivery: { ...delivery, shippingSen },
            receiver: input.receiver,
          },
          input.actor,
        )
      : null;
  const sponsorBonusSen = await paySponsorBonus(tx, {
    buyerId: input.memberId,
    bvSen,
    businessDate: day,
    userPackageId: userPackage.id,
    packageName: toPackage.packageNameEn,
  });
  return {
    userPackageId: userPackage.id,
    orderId: order?.id ?? null,
    amountSen,
    bvSen,
    shippingSen,
    businessDate: day,
    sponsorBonusSen,
  };
}

/**
 * §5.1: the buyer's direct sponsor receives the sponsor bonus percent (setting, 10 %) of the
 * purchase BV, rounded down to the sen, at once — only if the sponsor holds a paid package.
 */
async function paySponsorBonus(
  tx: Tx,
  input: {
    buyerId: number;
    bvSen: bigint;
    businessDate: string;
    userPackageId: number;
    packageName: string;
  },
): Promise<bigint> {
  if (input.bvSen <= 0n) return 0n;
  const { rows } = await tx.execute<{ id: number; price: string }>(sql`
    SELECT s.id, p.price_sen::text AS price
    FROM members b JOIN members s ON s.id = b.sponsor_id JOIN packages p ON p.id = s.package_id
    WHERE b.id = ${input.buyerId}`);
  const sponsor = rows[0];
  if (!sponsor || BigInt(sponsor.price) <= 0n) return 0n;
  const percent = await readIntSetting(tx, 'sponsor_bonus_percent');
  const amountSen = (input.bvSen * BigInt(percent)) / 100n;
  await creditBonuses(tx, [
    {
      memberId: Number(sponsor.id),
      bonusType: 'sponsor',
      businessDate: input.businessDate,
      amountSen,
      sourceMemberId: input.buyerId,
      details: {
        bv: formatSen(input.bvSen),
        percent,
        package: input.packageName,
        user_package_id: input.userPackageId,
      },
      reference: `user_package:${input.userPackageId}`,
    },
  ]);
  return amountSen;
}
