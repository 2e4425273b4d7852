import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * BUSINESS_RULES §13, purchases are cancelled newest first: the id of a member's latest purchase
 * not yet cancelled (a purchase row, not a `cancel` row, that no `cancel` row undoes), or null when
 * there is none. An SQL expression of the member's id (a column of the outer query or a value),
 * for the one place that says which purchase may be cancelled next.
 */
export const latestStandingPurchaseId = (memberId: SQLWrapper | number) => sql<number | null>`(
  SELECT max(s.id) FROM user_packages s
   WHERE s.member_id = ${memberId} AND s.kind <> 'cancel'
     AND NOT EXISTS (SELECT 1 FROM user_packages c WHERE c.cancels_id = s.id))`;
