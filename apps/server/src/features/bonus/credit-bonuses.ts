import type { BonusType } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { pgArray, pgNullableArray, pgTextArray } from '../../lib/pg-array.js';
import { readIntSetting } from '../settings/index.js';
import { type JournalLineInput, postJournals } from '../wallet/index.js';

/** One bonus to credit (BUSINESS_RULES §5). */
export interface BonusCredit {
  memberId: number;
  bonusType: BonusType;
  /** `YYYY-MM-DD`, Asia/Kuala_Lumpur. */
  businessDate: string;
  amountSen: bigint;
  sourceMemberId: number | null;
  /** The working, for the member to check (kept with the record). */
  details: Record<string, unknown>;
  /** Names the event, once per journal type (a second credit of the same event is refused). */
  reference: string;
}

/** Journal type of each bonus type (wallet records show it). */
export const bonusJournalType = {
  sponsor: 'sponsor_bonus',
  pairing: 'pairing_bonus',
  level: 'level_bonus',
  leadership: 'leadership_bonus',
} as const satisfies Record<BonusType, string>;

/** §5: point4 gets `floor(amount × point4 %)`, point1 the rest. */
export function splitBonus(amountSen: bigint, point4Percent: number) {
  const point4 = (amountSen * BigInt(point4Percent)) / 100n;
  return { point1: amountSen - point4, point4 };
}

/** Journals per `post_journals` call when a close credits hundreds of thousands. */
const CHUNK = 20_000;

/**
 * Credits per bonus type, grouped by the journal they share: credits naming the same `reference`
 * (one member's credits of one type in a close) are one journal. A reference naming two members
 * is a bug, refused.
 */
export function creditJournals(credits: BonusCredit[]): Map<BonusType, BonusCredit[][]> {
  const byType = new Map<BonusType, Map<string, BonusCredit[]>>();
  for (const credit of credits) {
    const journals = byType.get(credit.bonusType) ?? new Map<string, BonusCredit[]>();
    const list = journals.get(credit.reference) ?? [];
    if (list.length > 0 && list[0].memberId !== credit.memberId)
      throw new Error(`bonus reference ${credit.reference} names two members`);
    list.push(credit);
    journals.set(credit.reference, list);
    byType.set(credit.bonusType, journals);
  }
  return new Map([...byType].map(([type, journals]) => [type, [...journals.values()]]));
}

/**
 * Credits bonuses in the caller's transaction, in bulk. Per bonus type, credits naming the same
 * `reference` share one journal (a daily close pays each member one journal per type, however
 * many level bonuses make it up; a sponsor bonus names its purchase, so it has its own): bonus
 * expense → the member's point1 and point4, each credit split as §5 says and rounded per credit.
 * One `post_journals` call and one set-based insert of bonus records per chunk of journals; a member
 * who owes a clawback debt repays it from the credit at once (`repay_clawback_debts`, §13).
 * Bonuses of zero are skipped. Returns how many were credited.
 */
export async function creditBonuses(tx: Tx, credits: BonusCredit[]): Promise<number> {
  const paid = credits.filter((c) => c.amountSen > 0n);
  if (paid.length === 0) return 0;
  const point4Percent = await readIntSetting(tx, 'bonus_point4_percent');
  for (const [type, groups] of creditJournals(paid)) {
    for (let start = 0; start < groups.length; start += CHUNK) {
      const chunk = groups.slice(start, start + CHUNK);
      const splits = chunk.map((group) => group.map((c) => splitBonus(c.amountSen, point4Percent)));
      const journalIds = await postJournals(tx, {
        type: bonusJournalType[type],
        actor: { type: 'system', id: null },
        journals: chunk.map((group, g) => {
          const { memberId, reference } = group[0];
          let point1 = 0n;
          let point4 = 0n;
          for (const split of splits[g]) {
            point1 += split.point1;
            point4 += split.point4;
          }
          const lines: JournalLineInput[] = [
            { account: { system: 'bonus_expense' }, amount: -(point1 + point4) },
          ];
          if (point1 > 0n) lines.push({ account: { memberId, wallet: 'point1' }, amount: point1 });
          if (point4 > 0n) lines.push({ account: { memberId, wallet: 'point4' }, amount: point4 });
          return { reference, memo: null, note: null, lines };
        }),
      });
      const rows = chunk.flatMap((group, g) =>
        group.map((c, i) => ({ c, split: splits[g][i], journalId: journalIds[g] })),
      );
      // The records, then (same statement) any clawback debt of these members repaid from what
      // the credits just put in their wallets (§13).
      await tx.execute(sql`
        WITH credited AS (
        INSERT INTO bonuses (member_id, bonus_type, business_date, amount_sen, point1_sen,
                             point4_sen, source_member_id, details, journal_id)
        SELECT x.member_id, ${type}, x.business_date, x.amount, x.point1, x.point4, x.source,
               x.details::jsonb, x.journal_id
          FROM unnest(${pgArray(rows.map((r) => r.c.memberId))}::int[],
                      ${pgArray(rows.map((r) => r.c.businessDate))}::date[],
                      ${pgArray(rows.map((r) => r.c.amountSen))}::bigint[],
                      ${pgArray(rows.map((r) => r.split.point1))}::bigint[],
                      ${pgArray(rows.map((r) => r.split.point4))}::bigint[],
                      ${pgNullableArray(rows.map((r) => r.c.sourceMemberId))}::int[],
                      ${pgTextArray(rows.map((r) => JSON.stringify(r.c.details)))}::text[],
                      ${pgArray(rows.map((r) => r.journalId))}::bigint[])
            AS x(member_id, business_date, amount, point1, point4, source, details, journal_id)
        RETURNING 1)
        -- The records first (the target list runs in order), so a repayment follows its credit.
        SELECT (SELECT count(*) FROM credited),
               repay_clawback_debts(${pgArray(rows.map((r) => r.c.memberId))}::int[],
                                    ${pgArray(rows.map((r) => r.split.point1))}::bigint[],
                                    ${pgArray(rows.map((r) => r.split.point4))}::bigint[],
                                    ${rows[0].c.businessDate}::date)`);
    }
  }
  return paid.length;
}
