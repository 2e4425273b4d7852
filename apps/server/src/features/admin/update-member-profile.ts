import { type adminMemberProfileRequest, MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { countries, members, states } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { enqueueMail } from '../mail/index.js';
import { emailChangeMail } from './email-change-mail.js';

type ProfileInput = Omit<z.output<typeof adminMemberProfileRequest>, 'reason'>;
type MemberRow = typeof members.$inferSelect;

/** What the audit row records before and after. */
const profileView = (m: Pick<MemberRow, keyof typeof columns>) => ({
  fullname: m.fullname,
  email: m.email,
  contact_number: m.contactNumber,
  country_id: m.countryId,
  state_id: m.stateId,
  area: m.area,
  address: m.address,
  postcode: m.postcode,
});

const columns = {
  fullname: members.fullname,
  email: members.email,
  contactNumber: members.contactNumber,
  countryId: members.countryId,
  stateId: members.stateId,
  area: members.area,
  address: members.address,
  postcode: members.postcode,
} as const;

/**
 * Country and state as the member's own profile checks them: the country exists; a Malaysian
 * member has a state (it gives the shipping area), kept if neither is changed while only an area
 * chosen at registration is known; a state outside Malaysia is refused.
 */
async function place(tx: Tx, current: MemberRow, input: ProfileInput) {
  const countryId = input.country_id ?? current.countryId;
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw fieldError('VALIDATION_ERROR', 'country_id');
  const stateId = input.state_id === undefined ? current.stateId : input.state_id;
  if (countryId !== MALAYSIA_COUNTRY_ID) {
    if (input.state_id) throw fieldError('VALIDATION_ERROR', 'state_id');
    return { countryId, stateId: null, area: null };
  }
  if (!stateId) {
    if (input.country_id !== undefined || input.state_id !== undefined)
      throw fieldError('REQUIRED', 'state_id');
    return { countryId, stateId: null, area: current.area };
  }
  const [state] = await tx.select({ area: states.area }).from(states).where(eq(states.id, stateId));
  if (!state) throw fieldError('VALIDATION_ERROR', 'state_id');
  return { countryId, stateId, area: state.area as MemberRow['area'] };
}

/**
 * An operator corrects a member's name, contact and address details: the change and its audit row
 * (before, after, reason) in one transaction. An e-mail address
 * another member uses is refused; when the address changes, the old and the new one are both
 * told. A correction that changes nothing writes nothing.
 */
export async function updateMemberProfile(
  tx: Tx,
  options: { memberId: number; input: ProfileInput; reason: string },
): Promise<ActionResult<null>> {
  const { input } = options;
  const [member] = await tx
    .select()
    .from(members)
    .where(eq(members.id, options.memberId))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND');

  if (input.email !== undefined) {
    const [taken] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(sql`lower(${members.email}) = ${input.email}`, ne(members.id, member.id)));
    if (taken) throw fieldError('MEMBER_EXITS', 'email');
  }
  const where = await place(tx, member, input);
  const changes = {
    fullname: input.fullname ?? member.fullname,
    email: input.email ?? member.email,
    contactNumber: input.contact_number === undefined ? member.contactNumber : input.contact_number,
    ...where,
    address: input.address === undefined ? member.address : input.address,
    postcode: input.postcode === undefined ? member.postcode : input.postcode,
  };
  const before = profileView(member);
  const after = profileView(changes);
  if (JSON.stringify(before) === JSON.stringify(after)) return { data: null, audit: null };

  try {
    await tx
      .update(members)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(members.id, member.id));
  } catch (err) {
    // Another member took the address between the check and the update.
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'members_email_lower')
      throw fieldError('MEMBER_EXITS', 'email');
    throw err;
  }

  const oldEmail = member.email;
  const newEmail = changes.email;
  if (newEmail && oldEmail?.toLowerCase() !== newEmail.toLowerCase()) {
    const common = { username: member.username, fullname: changes.fullname, lang: member.locale };
    if (oldEmail)
      await enqueueMail(
        tx,
        emailChangeMail({ ...common, to: oldEmail, side: 'old', other: newEmail }),
        { kind: 'notice' },
      );
    await enqueueMail(
      tx,
      emailChangeMail({ ...common, to: newEmail, side: 'new', other: oldEmail }),
      { kind: 'notice' },
    );
  }
  return {
    data: null,
    audit: {
      action: 'member.update_profile',
      targetType: 'member',
      targetId: member.id,
      reason: options.reason,
      before,
      after,
    },
  };
}
