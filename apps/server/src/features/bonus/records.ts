import {
  type BonusEntryType,
  type BonusRecord,
  bonusEntryTypes,
  bonusTypes,
  formatSen,
  PAGE_SIZE,
} from '@rangkai/shared';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { bonuses, members } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/pagination.js';

export const owner = alias(members, 'owner');
export const source = alias(members, 'source');

export interface BonusFilter {
  memberId?: number;
  bonus?: BonusEntryType;
  /** Username or member code of the receiving member (back-office). */
  search?: string;
  from?: string;
  to?: string;
}

export function conditions(filter: BonusFilter, withType = true): SQL | undefined {
  const term = filter.search?.trim();
  return and(
    filter.memberId !== undefined ? eq(bonuses.memberId, filter.memberId) : undefined,
    withType && filter.bonus ? eq(bonuses.bonusType, filter.bonus) : undefined,
    term
      ? sql`(lower(${owner.username}) = lower(${term}) OR ${owner.memberCode} = upper(${term}))`
      : undefined,
    filter.from ? gte(bonuses.businessDate, filter.from) : undefined,
    filter.to ? lte(bonuses.businessDate, filter.to) : undefined,
  );
}

/**
 * A page of bonus records, newest first, with the totals per type of everything the filter
 * matches (the type filter aside, so the tabs show every type's total).
 */
export async function pageBonuses(db: Executor, filter: BonusFilter, page: number) {
  const rows = await db
    .select({
      b: bonuses,
      owner: { id: owner.id, username: owner.username, code: owner.memberCode },
      source: { username: source.username, code: source.memberCode },
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(bonuses)
    .innerJoin(owner, eq(owner.id, bonuses.memberId))
    .leftJoin(source, eq(source.id, bonuses.sourceMemberId))
    .where(conditions(filter))
    .orderBy(desc(bonuses.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const sums = await db
    .select({
      type: bonuses.bonusType,
      sum: sql<string>`sum(${bonuses.amountSen})::text`,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bonuses)
    .innerJoin(owner, eq(owner.id, bonuses.memberId))
    .where(conditions(filter, false))
    .groupBy(bonuses.bonusType);
  const totals = Object.fromEntries(bonusEntryTypes.map((t) => [t, 0n])) as Record<
    BonusEntryType,
    bigint
  >;
  let count = 0;
  for (const s of sums) {
    totals[s.type] = BigInt(s.sum);
    if (!filter.bonus || filter.bonus === s.type) count += s.n;
  }
  const all = bonusTypes.reduce((sum, t) => sum + totals[t], 0n) - totals.sponsor_clawback;
  return {
    records: rows.map(
      (r) =>
        ({
          id: r.b.id,
          bonus_type: r.b.bonusType,
          business_date: r.b.businessDate,
          amount: formatSen(r.b.amountSen),
          point1: formatSen(r.b.point1Sen),
          point4: formatSen(r.b.point4Sen),
          source: r.source?.username
            ? { username: r.source.username, member_code: r.source.code }
            : null,
          details: (r.b.details ?? {}) as Record<string, unknown>,
          created_at: r.b.createdAt.toISOString(),
          member: { id: r.owner.id, username: r.owner.username, member_code: r.owner.code },
        }) satisfies BonusRecord & { member: unknown },
    ),
    total: rows[0]?.total ?? count,
    totals: {
      ...Object.fromEntries(bonusEntryTypes.map((t) => [t, formatSen(totals[t])])),
      all: formatSen(all),
    } as Record<BonusEntryType | 'all', string>,
  };
}
