import type { AdminWithdrawal, WithdrawStatus } from '@rangkai/shared';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { admins, members, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { businessTimeZone } from '../../lib/business-time.js';
import { toWithdrawRecord, type WithdrawalRow } from './withdraw-record.js';
import { withdrawSettings } from './withdraw-settings.js';

// The back-office's view of withdrawals: the filter, the joined query and its row shape.

export interface WithdrawalFilter {
  status: WithdrawStatus;
  from?: string;
  to?: string;
  q?: string;
}

/** Requested on dates `from`..`to` (business calendar, inclusive), by member username/code prefix. */
export function filterWhere(f: WithdrawalFilter): SQL | undefined {
  const day = (d: string) => sql`(${d}::date::timestamp AT TIME ZONE ${businessTimeZone()})`;
  const q = f.q?.toLowerCase();
  return and(
    eq(withdrawals.status, f.status),
    f.from ? gte(withdrawals.createdAt, day(f.from)) : undefined,
    f.to ? lt(withdrawals.createdAt, sql`${day(f.to)} + interval '1 day'`) : undefined,
    q
      ? sql`(lower(${members.username}) LIKE ${`${q.replace(/[\\%_]/g, '\\$&')}%`} OR lower(${members.memberCode}) LIKE ${`${q.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  );
}

const reviewer = alias(admins, 'reviewer');

type AdminRow = {
  w: WithdrawalRow;
  username: string;
  memberCode: string;
  fullname: string;
  reviewedBy: string | null;
};

export function toAdminWithdrawal(r: AdminRow, usdtRate: string): AdminWithdrawal {
  return {
    ...toWithdrawRecord(r.w, usdtRate),
    member: {
      id: r.w.memberId,
      username: r.username,
      member_code: r.memberCode,
      fullname: r.fullname,
    },
    reviewed_by: r.reviewedBy,
  };
}

export function adminQuery(db: Executor) {
  return db
    .select({
      w: withdrawals,
      username: members.username,
      memberCode: members.memberCode,
      fullname: members.fullname,
      reviewedBy: reviewer.username,
    })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .leftJoin(reviewer, eq(reviewer.id, withdrawals.reviewedBy));
}

/** One withdrawal as the back-office shows it. */
export async function getWithdrawal(db: Executor, id: number) {
  const [[row], settings] = await Promise.all([
    adminQuery(db).where(eq(withdrawals.id, id)),
    withdrawSettings(db),
  ]);
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminWithdrawal(row, settings.usdtRate);
}
