import { formatSen } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { notify } from '../notifications/index.js';
import { type JournalLineInput, postJournal } from '../wallet/index.js';

export interface Clawback {
  sponsorId: number;
  amountSen: bigint;
  /** The part the sponsor's wallets could not cover: added to their clawback debt. */
  debtSen: bigint;
}

/**
 * BUSINESS_RULES §13: the sponsor bonus a cancelled purchase paid is taken back on the day of the
 * cancellation, in the bonus's own split (point4 loses its part, point1 the rest). A wallet never
 * goes below zero: what point1 or point4 cannot cover becomes the sponsor's clawback debt (their
 * `debt` account, opened on first use), repaid from their next credits. One journal
 * (`sponsor_clawback`, once per purchase), one bonus record of that type and a notice to the
 * sponsor (`bonus_clawed_back`, naming any debt). The sponsor's
 * accounts are locked point1, point4, debt in id order (as every journal locks them) before their
 * balances are read. Null when the purchase paid no sponsor bonus.
 */
export async function clawBackSponsorBonus(
  tx: Tx,
  purchase: { userPackageId: number; buyerId: number; businessDate: string },
): Promise<Clawback | null> {
  const { rows } = await tx.execute<{
    member_id: number;
    amount: string;
    point1: string;
    point4: string;
    details: Record<string, unknown>;
  }>(sql`
    SELECT b.member_id, b.amount_sen::text AS amount, b.point1_sen::text AS point1,
           b.point4_sen::text AS point4, b.details
      FROM journals j JOIN bonuses b ON b.journal_id = j.id AND b.bonus_type = 'sponsor'
     WHERE j.type = 'sponsor_bonus' AND j.reference = ${`user_package:${purchase.userPackageId}`}`);
  const bonus = rows[0];
  if (!bonus) return null;
  const sponsorId = Number(bonus.member_id);
  await tx.execute(sql`
    INSERT INTO accounts (member_id, wallet) VALUES (${sponsorId}, 'debt')
    ON CONFLICT (member_id, wallet) DO NOTHING`);
  const balances = await tx.execute<{ wallet: string; balance: string }>(sql`
    SELECT wallet, balance::text AS balance FROM accounts
     WHERE member_id = ${sponsorId} AND wallet IN ('point1', 'point4', 'debt')
     ORDER BY id FOR NO KEY UPDATE`);
  const balance = (wallet: string) =>
    BigInt(balances.rows.find((r) => r.wallet === wallet)?.balance ?? '0');
  const amountSen = BigInt(bonus.amount);
  const share = { point1: BigInt(bonus.point1), point4: BigInt(bonus.point4) };
  const taken = {
    point1: share.point1 < balance('point1') ? share.point1 : balance('point1'),
    point4: share.point4 < balance('point4') ? share.point4 : balance('point4'),
  };
  const debtSen = amountSen - taken.point1 - taken.point4;
  const lines: JournalLineInput[] = [
    { account: { system: 'bonus_expense' }, amount: amountSen },
    { account: { memberId: sponsorId, wallet: 'point1' }, amount: -taken.point1 },
    { account: { memberId: sponsorId, wallet: 'point4' }, amount: -taken.point4 },
    { account: { memberId: sponsorId, wallet: 'debt' }, amount: -debtSen },
  ].filter((line) => line.amount !== 0n) as JournalLineInput[];
  const { journalId } = await postJournal(tx, {
    type: 'sponsor_clawback',
    reference: `user_package:${purchase.userPackageId}`,
    memo: typeof bonus.details?.package === 'string' ? bonus.details.package : null,
    actor: { type: 'system', id: null },
    lines,
  });
  await tx.execute(sql`
    INSERT INTO bonuses (member_id, bonus_type, business_date, amount_sen, point1_sen, point4_sen,
                         source_member_id, details, journal_id)
    VALUES (${sponsorId}, 'sponsor_clawback', ${purchase.businessDate}::date, ${amountSen},
            ${share.point1}, ${share.point4}, ${purchase.buyerId},
            ${JSON.stringify({
              ...bonus.details,
              user_package_id: purchase.userPackageId,
              taken_point1: formatSen(taken.point1),
              taken_point4: formatSen(taken.point4),
              debt: formatSen(debtSen),
            })}::jsonb, ${journalId})`);
  const { rows: buyer } = await tx.execute<{ username: string }>(
    sql`SELECT username FROM members WHERE id = ${purchase.buyerId}`,
  );
  await notify(tx, {
    memberId: sponsorId,
    type: 'bonus_clawed_back',
    params: {
      amount: formatSen(amountSen),
      debt: formatSen(debtSen),
      username: buyer[0]?.username ?? '',
    },
    dedupeKey: `clawback:${purchase.userPackageId}`,
  });
  return { sponsorId, amountSen, debtSen };
}
