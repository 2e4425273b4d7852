import { formatSen, type MemberInfo } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, members, packages, ranks } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** Wallet balances of a member, in sen, from the ledger accounts. */
export async function walletBalances(db: Executor, memberId: number) {
  const rows = await db
    .select({ wallet: accounts.wallet, balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.memberId, memberId));
  const balances = { point1: 0n, point2: 0n, point3: 0n, point4: 0n };
  for (const row of rows) balances[row.wallet as keyof typeof balances] = row.balance;
  return balances;
}

/** Spec §3 "User info". */
export async function getMemberInfo(db: Executor, memberId: number): Promise<MemberInfo> {
  const [row] = await db
    .select({ member: members, pkg: packages, rank: ranks })
    .from(members)
    .innerJoin(packages, eq(packages.id, members.packageId))
    .innerJoin(ranks, eq(ranks.id, members.rankId))
    .where(eq(members.id, memberId));
  if (!row) throw new AppError('NOT_FOUND');
  const { member, pkg, rank } = row;
  const balances = await walletBalances(db, memberId);
  return {
    id: member.id,
    username: member.username,
    member_code: member.memberCode,
    fullname: member.fullname,
    ic: member.ic,
    contact_number: member.contactNumber,
    email: member.email,
    country_id: member.countryId,
    created_at: member.createdAt.toISOString(),
    point1: formatSen(balances.point1),
    point2: formatSen(balances.point2),
    point3: formatSen(balances.point3),
    point4: formatSen(balances.point4),
    // Never the hash itself: a marker that tells the client whether it is set.
    password2: member.secPasswordHash ? 'set' : null,
    rank: { id: rank.id, rank_name: rank.rankName, rank_name_en: rank.rankNameEn },
    package: {
      package_name: pkg.packageName,
      package_name_en: pkg.packageNameEn,
      price: formatSen(pkg.priceSen),
    },
    user_group_id: pkg.id,
    premium_member: pkg.premium,
    invest: formatSen(member.investSen),
    check_kyc: { can_withdraw: member.kycStatus },
    kycInfo: null,
  };
}
