import { type AdminMemberDetail, formatSen } from '@rangkai/shared';
import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { loadMemberWithTrees, memberIdentity, walletBalances } from '../member/index.js';

type Ref = { id: number; username: string; memberCode: string };
function ref(row: Ref | null) {
  return row ? { id: row.id, username: row.username, member_code: row.memberCode } : null;
}

const legName = (groupType: number | null) => (groupType === 2 ? 'right' : 'left');

/** Everything an operator sees on a member page: profile, package, rank, both trees, money. */
export async function getMemberDetail(
  db: Executor,
  { memberId }: { memberId: number },
): Promise<AdminMemberDetail> {
  const row = await loadMemberWithTrees(db, memberId);
  const { member: m, pkg, rank } = row;

  const [children, [sponsored], balances] = await Promise.all([
    db
      .select({
        id: members.id,
        username: members.username,
        memberCode: members.memberCode,
        groupType: members.groupType,
      })
      .from(members)
      .where(eq(members.placementParentId, memberId)),
    db.select({ n: count() }).from(members).where(eq(members.sponsorId, memberId)),
    walletBalances(db, memberId),
  ]);
  const child = (groupType: 1 | 2) => {
    const found = children.find((c) => c.groupType === groupType);
    return found ? ref(found) : null;
  };
  const parentRef = ref(row.parent);

  return {
    ...memberIdentity(m),
    locale: m.locale,
    status: m.status,
    kyc_status: m.kycStatus,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    shipping: {
      address: m.address,
      postcode: m.postcode,
      receiver_fullname: m.receiverFullname,
      receiver_phone: m.receiverPhone,
      self_pickup: m.selfPickup,
    },
    bank: {
      bank_country: m.bankCountry,
      bank_name: m.bankName,
      bank_user: m.bankUser,
      bank_number: m.bankNumber,
      branch: m.branch,
    },
    security: {
      sec_password_set: m.secPasswordHash !== null,
      sec_fail_count: m.secFailCount,
      sec_locked_until: m.secLockedUntil?.toISOString() ?? null,
    },
    package: {
      id: pkg.id,
      package_name_en: pkg.packageNameEn,
      price: formatSen(pkg.priceSen),
      premium: pkg.premium,
    },
    rank: { id: rank.id, rank_name_en: rank.rankNameEn },
    invest: formatSen(m.investSen),
    sponsor: ref(row.sponsor),
    placement_parent: parentRef ? { ...parentRef, leg: legName(m.groupType) } : null,
    placement_children: { left: child(1), right: child(2) },
    direct_sponsored: Number(sponsored.n),
    wallets: {
      point1: formatSen(balances.point1),
      point2: formatSen(balances.point2),
      point3: formatSen(balances.point3),
      point4: formatSen(balances.point4),
    },
    clawback_debt: formatSen(-balances.debt),
  };
}
