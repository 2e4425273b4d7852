import { type AdminMemberPage, PAGE_SIZE } from '@rangkai/shared';
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, packages, ranks } from '../../db/schema/index.js';
import { likeContains, pageOf, pageOffset } from '../../lib/pagination.js';

/**
 * One search box over username, member code, name, e-mail, phone and IC, case-insensitive and
 * by substring. Phone and IC also match ignoring spaces and dashes ("012-345 6789").
 */
export function searchCondition(q: string): SQL | undefined {
  if (q === '') return undefined;
  const pattern = likeContains(q);
  const conditions: SQL[] = [
    ilike(members.username, pattern),
    ilike(members.memberCode, pattern),
    ilike(members.fullname, pattern),
    ilike(members.email, pattern),
    ilike(members.contactNumber, pattern),
    ilike(members.ic, pattern),
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3) {
    conditions.push(
      sql`regexp_replace(coalesce(${members.contactNumber}, ''), '[^0-9]', '', 'g') LIKE ${likeContains(digits)}`,
    );
  }
  const alnum = q.replace(/[^A-Za-z0-9]/g, '');
  if (alnum.length >= 3) {
    conditions.push(
      sql`regexp_replace(coalesce(${members.ic}, ''), '[^A-Za-z0-9]', '', 'g') ILIKE ${likeContains(alnum)}`,
    );
  }
  return or(...conditions);
}

export async function searchMembers(
  db: Executor,
  { q, page }: { q: string; page: number },
): Promise<AdminMemberPage> {
  const where = searchCondition(q);
  // Exact username or member code first, then newest first.
  const order = q
    ? [
        sql`CASE WHEN lower(${members.username}) = lower(${q}) OR ${members.memberCode} = upper(${q}) THEN 0 ELSE 1 END`,
        desc(members.id),
      ]
    : [desc(members.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ member: members, packageName: packages.packageNameEn, rankName: ranks.rankNameEn })
      .from(members)
      .innerJoin(packages, eq(packages.id, members.packageId))
      .innerJoin(ranks, eq(ranks.id, members.rankId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(members).where(where),
  ]);
  const records = rows.map(({ member: m, packageName, rankName }) => ({
    id: m.id,
    username: m.username,
    member_code: m.memberCode,
    fullname: m.fullname,
    email: m.email,
    contact_number: m.contactNumber,
    ic: m.ic,
    status: m.status,
    package_name_en: packageName,
    rank_name_en: rankName,
    kyc_status: m.kycStatus,
    created_at: m.createdAt.toISOString(),
  }));
  return pageOf(records, page, Number(total));
}
