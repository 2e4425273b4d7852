import type { Area, RegisterRequest, registerRequest } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type Executor, inTransaction } from '../../db/client.js';
import { collectPoints, countries, members, states } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { hashSecret } from '../../lib/secrets.js';
import { checkOtp, consumeOtp } from '../otp/index.js';
import { addressBookFromProfile } from './address-book.js';
import { createMember } from './create-member.js';

type RegisterInput = z.output<typeof registerRequest>;

export type { RegisterRequest };

export async function findSponsor(db: Db, ref: string) {
  const [sponsor] = await db
    .select({ id: members.id, username: members.username, memberCode: members.memberCode })
    .from(members)
    .where(
      sql`(${members.memberCode} = upper(${ref}) OR lower(${members.username}) = lower(${ref})) AND ${members.status} = 'active'`,
    );
  return sponsor ?? null;
}

/** A centre a member may choose: unknown → VALIDATION_ERROR, switched off → COLLECT_POINT_INACTIVE. */
export async function assertCollectPoint(db: Executor, id: number) {
  const [point] = await db
    .select({ id: collectPoints.id, active: collectPoints.active })
    .from(collectPoints)
    .where(eq(collectPoints.id, id));
  if (!point) throw fieldError('VALIDATION_ERROR', 'mall_collect_point_id');
  if (!point.active) throw fieldError('COLLECT_POINT_INACTIVE', 'mall_collect_point_id');
}

/**
 * The Malaysian shipping area from `state_id` and/or `area` (spec §3): the state decides when
 * given, and an `area` that contradicts it is refused; null outside Malaysia.
 */
export async function shippingArea(
  db: Executor,
  input: { state_id: number | null; area: Area | null },
): Promise<Area | null> {
  if (!input.state_id) return input.area;
  const [state] = await db
    .select({ area: states.area })
    .from(states)
    .where(eq(states.id, input.state_id));
  if (!state) throw fieldError('VALIDATION_ERROR', 'state_id');
  if (input.area && input.area !== state.area) throw fieldError('VALIDATION_ERROR', 'area');
  return state.area as Area;
}

/** Self-registration: a verified e-mail, a sponsor, a place in both trees, on the free package. */
export async function registerMember(db: Db, input: RegisterInput) {
  const sponsor = await findSponsor(db, input.ref_id);
  if (!sponsor) throw fieldError('INCORRECT_SPONSOR', 'ref_id');
  const [country] = await db
    .select({ id: countries.id, open: countries.registrationEnabled })
    .from(countries)
    .where(eq(countries.id, input.country_id));
  // A country switched off for registration (back-office) takes no new members.
  if (!country?.open) throw fieldError('VALIDATION_ERROR', 'country_id');
  const area = await shippingArea(db, input);
  if (input.mall_collect_point_id) await assertCollectPoint(db, input.mall_collect_point_id);
  const otpId = await checkOtp(db, { purpose: 'register', target: input.email, code: input.otp });
  const [passwordHash, secPasswordHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(input.sec_password),
  ]);
  return inTransaction(db, async (tx) => {
    const created = await createMember(
      tx,
      {
        username: input.username,
        fullname: input.fullname,
        ic: input.ic,
        contactNumber: input.contact_number,
        email: input.email,
        countryId: input.country_id,
        stateId: input.state_id,
        area,
        passwordHash,
        secPasswordHash,
        packageId: 1,
        locale: input.lang ?? 'en',
        address: input.address,
        postcode: input.postcode ?? null,
        receiverFullname: input.receiver_fullname ?? input.fullname,
        receiverPhone: input.receiver_phone ?? input.contact_number,
        selfPickup: input.self_pickup,
        collectPointId: input.mall_collect_point_id,
        remark: input.remark,
      },
      { sponsorId: sponsor.id, groupType: input.group_type, jid: input.jid ?? null },
    );
    // The address given here is the member's first address-book entry (the default).
    await addressBookFromProfile(tx, created.id, {
      receiverName: created.receiverFullname,
      receiverPhone: created.receiverPhone,
      address: created.address,
      postcode: created.postcode,
      stateId: created.stateId,
      countryId: created.countryId,
    });
    await consumeOtp(tx, otpId);
    return created;
  });
}
