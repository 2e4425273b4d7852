import type { UserProfile } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { countries, members, states } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { loadMemberWithTrees, memberIdentity } from './load-member.js';
import { assertCollectPoint } from './register-member.js';

export async function getUserProfile(db: Executor, memberId: number): Promise<UserProfile> {
  const row = await loadMemberWithTrees(db, memberId);
  const { member: m } = row;
  return {
    ...memberIdentity(m),
    area: m.area,
    address: m.address,
    postcode: m.postcode,
    receiver_fullname: m.receiverFullname,
    receiver_phone: m.receiverPhone,
    self_pickup: m.selfPickup,
    mall_collect_point_id: m.collectPointId,
    remark: m.remark,
    sponsor: row.sponsor
      ? { username: row.sponsor.username, member_code: row.sponsor.memberCode }
      : null,
    placement:
      row.parent && m.groupType
        ? {
            username: row.parent.username,
            member_code: row.parent.memberCode,
            group_type: m.groupType,
          }
        : null,
    package: {
      id: row.pkg.id,
      package_name: row.pkg.packageName,
      package_name_en: row.pkg.packageNameEn,
    },
    rank: { id: row.rank.id, rank_name: row.rank.rankName, rank_name_en: row.rank.rankNameEn },
    sec_password_set: Boolean(m.secPasswordHash),
    created_at: m.createdAt.toISOString(),
  };
}

export interface ProfileUpdate {
  fullname?: string;
  contact_number?: string;
  country_id?: number;
  state_id?: number | null;
  receiver_fullname?: string | null;
  receiver_phone?: string | null;
  address?: string;
  postcode?: string | null;
  self_pickup?: 0 | 1;
  mall_collect_point_id?: number | null;
  remark?: string | null;
}

/** Profile and shipping details; area/state applies only to Malaysia (cleared otherwise). */
export async function updateMemberInfo(db: Executor, memberId: number, input: ProfileUpdate) {
  const [current] = await db
    .select({ countryId: members.countryId, stateId: members.stateId, area: members.area })
    .from(members)
    .where(eq(members.id, memberId));
  if (!current) throw new AppError('NOT_FOUND');
  const countryId = input.country_id ?? current.countryId;
  if (input.country_id !== undefined) {
    const [country] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, countryId));
    if (!country) throw fieldError('VALIDATION_ERROR', 'country_id');
  }
  let stateId = input.state_id === undefined ? current.stateId : input.state_id;
  // The state gives the shipping area; an area chosen at registration stays until a state is set.
  let area = current.area;
  if (countryId !== 2) {
    stateId = null;
    area = null;
  } else if (stateId) {
    const [state] = await db
      .select({ id: states.id, area: states.area })
      .from(states)
      .where(eq(states.id, stateId));
    if (!state) throw fieldError('VALIDATION_ERROR', 'state_id');
    area = state.area as typeof area;
  } else if (input.country_id !== undefined || input.state_id !== undefined) {
    throw fieldError('REQUIRED', 'state_id');
  }
  if (input.mall_collect_point_id) await assertCollectPoint(db, input.mall_collect_point_id);
  const [saved] = await db
    .select({ selfPickup: members.selfPickup, point: members.collectPointId })
    .from(members)
    .where(eq(members.id, memberId));
  const selfPickup = input.self_pickup ?? saved.selfPickup;
  const point =
    input.mall_collect_point_id === undefined ? saved.point : input.mall_collect_point_id;
  if (selfPickup === 1 && !point) throw fieldError('REQUIRED', 'mall_collect_point_id');
  await db
    .update(members)
    .set({
      fullname: input.fullname,
      contactNumber: input.contact_number,
      countryId,
      stateId,
      area,
      receiverFullname: input.receiver_fullname,
      receiverPhone: input.receiver_phone,
      address: input.address,
      postcode: input.postcode,
      selfPickup: input.self_pickup,
      collectPointId: input.mall_collect_point_id,
      remark: input.remark,
      updatedAt: new Date(),
    })
    .where(eq(members.id, memberId));
}

/**
 * Whether `registrantId` registered `memberId` on their behalf: only then may they complete that
 * member's shipping details (`update-member-info` with `help_register`).
 */
export async function registeredBy(db: Executor, registrantId: number, memberId: number) {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM user_packages
    WHERE member_id = ${memberId} AND paid_by_member_id = ${registrantId} AND kind = 'register'
    LIMIT 1`);
  return rows.length > 0;
}
