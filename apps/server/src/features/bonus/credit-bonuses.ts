import type { BonusType } from '@rangkai/shared';
import type { Tx } from '../../db/client.js';
import { bonuses } from '../../db/schema/index.js';
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

/** Rows per statement when a close credits hundreds of thousands. */
const CHUNK = 5_000;

/**
 * Credits bonuses in the caller's transaction, in bulk: per bonus type, one `post_journals` call
 * for every journal (bonus expense → the member's point1 and point4, split as §5 says) and one
 * multi-row insert of the bonus records, in chunks — one bonus at purchase time or a daily close's
 * hundreds of thousands the same way. Bonuses of zero are skipped. Returns how many were credited.
 */
export async function creditBonuses(tx: Tx, credits: BonusCredit[]): Promise<number> {
  const paid = credits.filter((c) => c.amountSen > 0n);
  if (paid.length === 0) return 0;
  const point4Percent = await readIntSetting(tx, 'bonus_point4_percent');
  const byType = new Map<BonusType, BonusCredit[]>();
  for (const credit of paid) {
    const list = byType.get(credit.bonusType) ?? [];
    list.push(credit);
    byType.set(credit.bonusType, list);
  }
  for (const [type, list] of byType) {
    for (let start = 0; start < list.length; start += CHUNK) {
      const chunk = list.slice(start, start + CHUNK);
      const splits = chunk.map((c) => splitBonus(c.amountSen, point4Percent));
      const journalIds = await postJournals(tx, {
        type: bonusJournalType[type],
        actor: { type: 'system', id: null },
        journals: chunk.map((c, i) => {
          const lines: JournalLineInput[] = [
            { account: { system: 'bonus_expense' }, amount: -c.amountSen },
          ];
          if (splits[i].point1 > 0n)
            lines.push({
              account: { memberId: c.memberId, wallet: 'point1' },
              amount: splits[i].point1,
            });
          if (splits[i].point4 > 0n)
            lines.push({
              account: { memberId: c.memberId, wallet: 'point4' },
              amount: splits[i].point4,
            });
          return { reference: c.reference, memo: null, note: null, lines };
        }),
      });
      await tx.insert(bonuses).values(
        chunk.map((c, i) => ({
          memberId: c.memberId,
          bonusType: c.bonusType,
          businessDate: c.businessDate,
          amountSen: c.amountSen,
          point1Sen: splits[i].point1,
          point4Sen: splits[i].point4,
          sourceMemberId: c.sourceMemberId,
          details: c.details,
          journalId: journalIds[i],
        })),
      );
    }
  }
  return paid.length;
}
