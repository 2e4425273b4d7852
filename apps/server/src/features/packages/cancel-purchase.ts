import { formatSen } from '@rangkai/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { members, orders, packages, userPackages } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { clawBackSponsorBonus } from '../bonus/index.js';
import { claimBusinessDate } from '../compensation/index.js';
import { coolingOffUntil } from '../cooling-off/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { cancelTarget, transitionOrder } from '../orders/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';
import { latestStandingPurchaseId } from './standing-purchase.js';
import { point3Balance } from './upgrade.js';
import { loadUserPackage } from './user-packages.js';

export interface CancelPurchaseReply {
  user_package: Awaited<ReturnType<typeof loadUserPackage>>;
  refund: string;
  point3: string;
  sponsor_clawback: string;
  kit: 'cancelled' | 'return_requested' | null;
}

/**
 * BUSINESS_RULES §13: the member who paid cancels a member's latest purchase not yet cancelled,
 * within its cooling-off period. In the caller's transaction, with the member's row locked first
 * (so an upgrade, a registration's completion or another cancellation of the same member waits):
 * every sen paid (price difference and shipping) back to the payer's point3; the package back to
 * the one held before (a registration: the free package); a `cancel` row dated today carrying the
 * purchase's BV as negative volume of today (the close floors a leg below zero, §13); the starter
 * kit cancelled if not shipped, else "return requested"; the sponsor bonus taken back (or owed).
 * Refusals change nothing: the purchase unknown or not the payer's (NO_PERMISSION), already
 * cancelled, not the latest, or its period over.
 */
export async function cancelPurchase(
  tx: Tx,
  options: { payerId: number; payerName: string; userPackageId: number; at?: Date },
): Promise<MoneyActionResult<CancelPurchaseReply>> {
  const [target] = await tx
    .select({ memberId: userPackages.memberId })
    .from(userPackages)
    .where(and(eq(userPackages.id, options.userPackageId), ne(userPackages.kind, 'cancel')));
  if (!target) throw fieldError('NO_PERMISSION', 'user_package_id');
  // The member's row first: every change of their package queues on it.
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, target.memberId))
    .for('update');
  const [purchase] = await tx
    .select()
    .from(userPackages)
    .where(eq(userPackages.id, options.userPackageId));
  if (purchase.paidByMemberId !== options.payerId)
    throw fieldError('NO_PERMISSION', 'user_package_id');
  const { rows } = await tx.execute<{ cancelled: boolean; latest: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM user_packages c WHERE c.cancels_id = ${purchase.id}) AS cancelled,
           ${latestStandingPurchaseId(purchase.memberId)} = ${purchase.id} AS latest`);
  if (rows[0].cancelled) throw fieldError('ALREADY_CANCELLED', 'user_package_id');
  if (!rows[0].latest) throw fieldError('NOT_LATEST_PURCHASE', 'user_package_id');
  // Today's date, held against its close until commit: the negative BV belongs to it.
  const today = await claimBusinessDate(tx, options.at);
  const lastDay = await coolingOffUntil(tx, purchase.businessDate);
  if (today > lastDay) throw fieldError('COOLING_OFF_ENDED', 'user_package_id');

  const refundSen = purchase.amountSen + purchase.shippingSen;
  let journalId: number | null = null;
  if (refundSen > 0n) {
    const lines: JournalLineInput[] = [
      { account: { memberId: purchase.paidByMemberId, wallet: 'point3' }, amount: refundSen },
      { account: { system: 'company_revenue' }, amount: -purchase.amountSen },
    ];
    if (purchase.shippingSen > 0n)
      lines.push({ account: { system: 'shipping' }, amount: -purchase.shippingSen });
    ({ journalId } = await postJournal(tx, {
      type: 'package_cancel_refund',
      reference: `user_package:${purchase.id}`,
      actor: { type: 'member', id: options.payerId },
      lines: lines.filter((l) => l.amount !== 0n),
    }));
  }
  const backTo = purchase.fromPackageId ?? (await freePackageId(tx));
  await tx
    .update(members)
    .set({
      packageId: backTo,
      investSen: sql`${members.investSen} - ${purchase.amountSen}`,
      updatedAt: new Date(),
    })
    .where(eq(members.id, purchase.memberId));
  await tx.insert(userPackages).values({
    memberId: purchase.memberId,
    paidByMemberId: purchase.paidByMemberId,
    kind: 'cancel',
    fromPackageId: purchase.toPackageId,
    toPackageId: backTo,
    amountSen: purchase.amountSen,
    bvSen: -purchase.bvSen,
    shippingSen: purchase.shippingSen,
    journalId,
    businessDate: today,
    cancelsId: purchase.id,
  });
  const kit = await cancelKit(tx, purchase.id, { id: options.payerId, name: options.payerName });
  const clawback = await clawBackSponsorBonus(tx, {
    userPackageId: purchase.id,
    buyerId: purchase.memberId,
    businessDate: today,
  });
  return {
    data: {
      user_package: await loadUserPackage(tx, purchase.id),
      refund: formatSen(refundSen),
      point3: await point3Balance(tx, purchase.paidByMemberId),
      sponsor_clawback: formatSen(clawback?.amountSen ?? 0n),
      kit,
    },
    audit: {
      action: 'package.cancel',
      targetType: 'member',
      targetId: purchase.memberId,
      before: { package_id: purchase.toPackageId, user_package_id: purchase.id },
      after: {
        package_id: backTo,
        refund: formatSen(refundSen),
        bv: formatSen(-purchase.bvSen),
        sponsor_clawback: formatSen(clawback?.amountSen ?? 0n),
        sponsor_debt: formatSen(clawback?.debtSen ?? 0n),
        kit,
        cooling_off_until: lastDay,
      },
    },
  };
}

/** The package a cancelled registration leaves the member on: the free one (price 0). */
async function freePackageId(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.priceSen, 0n))
    .orderBy(packages.id)
    .limit(1);
  if (!row) throw new AppError('INVALID_STATE');
  return row.id;
}

/**
 * The purchase's starter kit, moved by the order state machine (`transitionOrder`): not shipped
 * yet (processing) → cancelled; on its way, ready for collection or delivered → return requested,
 * until an administrator marks it returned. Null when there is none (or it was already cancelled).
 */
async function cancelKit(
  tx: Tx,
  userPackageId: number,
  actor: { id: number; name: string },
): Promise<'cancelled' | 'return_requested' | null> {
  const [kit] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userPackageId, userPackageId))
    .for('update');
  if (!kit || kit.status === 'cancelled') return null;
  const to = cancelTarget(kit.status);
  await transitionOrder(
    tx,
    kit.id,
    to,
    { type: 'member', id: actor.id, name: actor.name },
    { note: 'cooling_off_cancel', cancellable: true },
  );
  return to;
}
