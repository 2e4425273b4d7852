import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/index.js';

/** The member's withdrawal that blocks a new one: the pending one, else this phase's. */
export async function blockingWithdrawal(db: Executor, memberId: number, phase: string) {
  const rows = await db
    .select({ status: withdrawals.status, phase: withdrawals.phase })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        sql`(${withdrawals.status} = 'pending' OR (${withdrawals.phase} = ${phase} AND ${withdrawals.status} <> 'rejected'))`,
      ),
    );
  if (rows.some((r) => r.status === 'pending')) return 'LAST_WITHDRAWAL_PENDING' as const;
  return rows.length > 0 ? ('WITHDRAWAL_PHASE_USED' as const) : null;
}
