import { formatSen, type registerMemberRequest } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { countries } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { inSubtree } from '../genealogy/index.js';
import { addressBookFromProfile, createMember, shippingArea } from '../member/index.js';
import type { MoneyActionResult } from '../money/index.js';
import { resolveDelivery } from './delivery.js';
import { findPackage, recordPurchase } from './purchase.js';
import { type PurchaseReply, purchaseReply } from './upgrade.js';

export type RegisterDownlineInput = z.output<typeof registerMemberRequest>;

export interface RegisteredDownline extends PurchaseReply {
  id: number;
  username: string;
  member_code: string;
  placement: { jid: number; group_type: number };
}

/**
 * The sponsor named by `ref_id` (username or member code): the registrant or a member of their
 * sponsor downline. Unknown → INCORRECT_SPONSOR; outside the registrant's downline → NO_PERMISSION.
 */
async function downlineSponsor(tx: Tx, registrantId: number, ref: string) {
  const { rows } = await tx.execute<{ id: number; inside: boolean }>(sql`
    SELECT s.id, ${inSubtree('sponsor', registrantId, sql`s.id`)} AS inside
    FROM members s
    WHERE s.status = 'active'
      AND (s.member_code = upper(${ref}) OR lower(s.username) = lower(${ref}))`);
  const sponsor = rows[0];
  if (!sponsor) throw fieldError('INCORRECT_SPONSOR', 'ref_id');
  if (!sponsor.inside) throw fieldError('NO_PERMISSION', 'ref_id');
  return Number(sponsor.id);
}

export interface RegistrationOptions {
  registrantId: number;
  registrantUsername: string;
  input: RegisterDownlineInput;
  passwordHash: string;
  secPasswordHash: string;
  /** The simulator's clock (the purchase's business date); the database's when absent. */
  at?: Date;
}

/**
 * BUSINESS_RULES §3 registration on behalf: the new member (sponsor in the registrant's downline,
 * placed as at self-registration) gets the chosen package; the registrant's point3 pays its price
 * plus shipping; the starter-kit order is the new member's; the sponsor bonus goes to the new
 * member's sponsor. One transaction: a refusal leaves no member, no charge, no order. Everything
 * the registration moves, without the reply (the plan simulator reads none).
 */
export async function recordRegistration(tx: Tx, options: RegistrationOptions) {
  const { input } = options;
  const sponsorId = await downlineSponsor(tx, options.registrantId, input.ref_id);
  const toPackage = await findPackage(tx, input.user_group, 'user_group');
  const [country] = await tx
    .select({ id: countries.id, open: countries.registrationEnabled })
    .from(countries)
    .where(eq(countries.id, input.country_id));
  // A country switched off for registration (back-office) takes no new members.
  if (!country?.open) throw fieldError('VALIDATION_ERROR', 'country_id');
  const malaysian = input.country_id === 2;
  const stateId = malaysian ? (input.state ?? input.state_id ?? null) : null;
  const area = malaysian
    ? await shippingArea(tx, { state_id: stateId, area: input.area ?? null })
    : null;
  const delivery = await resolveDelivery(
    tx,
    {
      selfPickup: input.self_pickup,
      stateId,
      collectPointId: input.mall_collect_point_id,
    },
    { countryId: input.country_id, stateId, area },
  );
  const receiver = {
    receiverFullname: input.receiver_fullname ?? input.fullname,
    receiverPhone: input.receiver_phone ?? input.contact_number,
    address: input.address || null,
    postcode: input.postcode ?? null,
    remark: input.remark ?? null,
  };
  const created = await createMember(
    tx,
    {
      username: input.username,
      fullname: input.fullname,
      ic: input.ic,
      contactNumber: input.contact_number,
      email: input.email,
      countryId: input.country_id,
      stateId,
      area,
      passwordHash: options.passwordHash,
      secPasswordHash: options.secPasswordHash,
      packageId: 1,
      locale: input.lang ?? 'en',
      address: receiver.address,
      postcode: receiver.postcode,
      receiverFullname: receiver.receiverFullname,
      receiverPhone: receiver.receiverPhone,
      selfPickup: delivery.selfPickup,
      collectPointId: delivery.collectPointId,
      remark: receiver.remark,
    },
    { sponsorId, groupType: input.group_type, jid: input.jid ?? null },
  );
  await addressBookFromProfile(tx, created.id, {
    receiverName: created.receiverFullname,
    receiverPhone: created.receiverPhone,
    address: created.address,
    postcode: created.postcode,
    stateId: created.stateId,
    countryId: created.countryId,
  });
  const purchase = await recordPurchase(tx, {
    kind: 'register',
    memberId: created.id,
    payerId: options.registrantId,
    fromPackage: null,
    toPackage,
    delivery,
    receiver,
    actor: { type: 'member', id: options.registrantId, name: options.registrantUsername },
    at: options.at,
  });
  if (!created.placementParentId || !created.groupType) throw new AppError('internalError');
  return {
    created,
    placement: { jid: created.placementParentId, group_type: created.groupType },
    sponsorId,
    toPackage,
    purchase,
  };
}

/** Spec §3 registration on behalf: the registration (`recordRegistration`), reply and audit row. */
export async function registerDownline(
  tx: Tx,
  options: RegistrationOptions,
): Promise<MoneyActionResult<RegisteredDownline>> {
  const { created, placement, sponsorId, toPackage, purchase } = await recordRegistration(
    tx,
    options,
  );
  return {
    data: {
      id: created.id,
      username: created.username,
      member_code: created.memberCode,
      placement,
      ...(await purchaseReply(tx, purchase, options.registrantId)),
    },
    audit: {
      action: 'package.register_member',
      targetType: 'member',
      targetId: created.id,
      after: {
        username: created.username,
        sponsor_id: sponsorId,
        package_id: toPackage.id,
        amount: formatSen(purchase.amountSen),
        shipping: formatSen(purchase.shippingSen),
        sponsor_bonus: formatSen(purchase.sponsorBonusSen),
        user_package_id: purchase.userPackageId,
      },
    },
  };
}
