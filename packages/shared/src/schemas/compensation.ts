import { z } from 'zod';
import { moneyString, pageQuery, paginated } from './common.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A member's sales figures (spec §3 "sales figures", BUSINESS_RULES §5.2, §6): placement-leg BV as
 * of the last daily close, the volume of dates not closed yet beside it, and bonus totals.
 */
export const salesSummary = z.object({
  /** The last closed business date (null before the first close). */
  last_close_date: z.string().nullable(),
  /** Lifetime left and right leg BV as of the last close. */
  total_left: moneyString,
  total_right: moneyString,
  /** Greater and smaller of the two (rank is decided by the smaller, §6). */
  big_group: moneyString,
  small_group: moneyString,
  carry_left: moneyString,
  carry_right: moneyString,
  /** Left and right BV of business dates not closed yet (today's sales). */
  pending_left: moneyString,
  pending_right: moneyString,
  /** BV of the member's own package purchases, lifetime. */
  personal: moneyString,
  /** Members in the sponsor downline, and those sponsored directly. */
  team_size: z.number().int(),
  direct_sponsored: z.number().int(),
  rank: z.object({ id: z.number().int(), name: z.string() }),
  bonus_totals: z.object({
    sponsor: moneyString,
    pairing: moneyString,
    level: moneyString,
    leadership: moneyString,
    /** Sponsor bonuses taken back when their purchases were cancelled (BUSINESS_RULES §13). */
    sponsor_clawback: moneyString,
    /** The credits less the clawbacks. */
    all: moneyString,
  }),
});
export type SalesSummary = z.infer<typeof salesSummary>;

export const rankHistoryRecord = z.object({
  business_date: z.string(),
  from_rank: z.number().int(),
  to_rank: z.number().int(),
  small_group: moneyString,
  direct_paid: z.number().int(),
});
export const rankHistoryReply = z.object({ records: z.array(rankHistoryRecord) });

/** One business date in the back-office: closed (with its figures) or waiting to be closed. */
export const bonusCloseDay = z.object({
  business_date: z.string(),
  status: z.enum(['closed', 'pending']),
  trigger: z.enum(['scheduler', 'cli', 'admin', 'simulator']).nullable(),
  triggered_by: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
  /** Package purchases of the date (cancellations are not purchases). */
  purchases: z.number().int(),
  /** BV of the date, net of the date's cancellations (BUSINESS_RULES §13). */
  sales: moneyString,
  /** Sponsor bonuses of the date less the sponsor bonuses taken back on it (§13). */
  sponsor: moneyString,
  pairing: moneyString,
  level: moneyString,
  leadership: moneyString,
  bonus: moneyString,
  /** Bonuses ÷ sales, four decimals ("0.0000" without sales). */
  payout_ratio: z.string(),
  bonus_count: z.number().int(),
  members_paid: z.number().int(),
  matched: moneyString,
  flushed: moneyString,
  carry_left: moneyString,
  carry_right: moneyString,
  rank_changes: z.number().int(),
});
export type BonusCloseDay = z.infer<typeof bonusCloseDay>;

export const adminBonusClosesQuery = pageQuery.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const adminBonusClosesReply = paginated(bonusCloseDay).extend({
  /** Every date waiting to be closed, whatever the range, oldest first (the first is next). */
  pending: z.array(z.string()),
  /** Every closed date of the range, oldest first (the most recent 366), for the charts. */
  series: z.array(bonusCloseDay),
  /** Over the range (every closed date in it). */
  totals: bonusCloseDay
    .pick({
      purchases: true,
      sales: true,
      sponsor: true,
      pairing: true,
      level: true,
      leadership: true,
      bonus: true,
      payout_ratio: true,
      bonus_count: true,
      matched: true,
      flushed: true,
    })
    .extend({
      /** Members credited any bonus on a closed date of the range, each counted once. */
      members_paid: z.number().int(),
    }),
  /** Carries outstanding after the last close in the range (volume still to be matched). */
  outstanding: z.object({ carry_left: moneyString, carry_right: moneyString }),
  /** Setting `payout_ratio_alert_percent`: the ratio above which the dashboard warns. */
  alert_ratio: z.string(),
});
export type AdminBonusClosesReply = z.infer<typeof adminBonusClosesReply>;

export const adminCloseDateRequest = z.strictObject({ date: isoDate });
export const adminCloseDateReply = bonusCloseDay.extend({ closed_now: z.boolean() });
