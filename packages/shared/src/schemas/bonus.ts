import { z } from 'zod';
import { memberRef, moneyString, pageQuery, paginated } from './common.js';

export const bonusTypes = ['sponsor', 'pairing', 'level', 'leadership'] as const;
export const bonusType = z.enum(bonusTypes);
export type BonusType = z.infer<typeof bonusType>;

/**
 * Lines of the bonus record: the four credits, a sponsor bonus taken back when its purchase was
 * cancelled (BUSINESS_RULES §13) and a credit's part that repaid a clawback debt.
 */
export const bonusEntryTypes = [...bonusTypes, 'sponsor_clawback', 'debt_repayment'] as const;
export const bonusEntryType = z.enum(bonusEntryTypes);
export type BonusEntryType = z.infer<typeof bonusEntryType>;

/**
 * A line of the bonus record (BUSINESS_RULES §5): a credit, 80 % point1 and 20 % point4; a
 * clawback (what point1 and point4 lose; `details.debt` the part the wallets could not cover); a
 * debt repayment (what was taken from a credit's point1 and point4 to repay the debt).
 */
export const bonusRecord = z.object({
  id: z.number().int(),
  bonus_type: bonusEntryType,
  business_date: z.string(),
  amount: moneyString,
  point1: moneyString,
  point4: moneyString,
  source: z.object({ username: z.string(), member_code: z.string() }).nullable(),
  /** The working: for a sponsor bonus `{ bv, percent, package }`. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecord>;

export const bonusRecordQuery = pageQuery.extend({ bonus: bonusEntryType.optional() });
export const bonusRecordReply = paginated(bonusRecord).extend({
  /** Lifetime totals per type; `all` is the credits less the clawbacks. */
  totals: z.object({
    sponsor: moneyString,
    pairing: moneyString,
    level: moneyString,
    leadership: moneyString,
    sponsor_clawback: moneyString,
    debt_repayment: moneyString,
    all: moneyString,
  }),
});

/** Back-office: every member's bonus record. */
export const adminBonusesQuery = pageQuery.extend({
  bonus: bonusEntryType.optional(),
  search: z.string().trim().max(64).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export const adminBonusRecord = bonusRecord.extend({ member: memberRef });
