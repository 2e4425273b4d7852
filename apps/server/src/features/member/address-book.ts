import { addressFields, type ClientInfoControl, MALAYSIA_COUNTRY_ID } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { countries, memberAddresses, states } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';

type AddressInput = Extract<ClientInfoControl, { action: 'add' }>;

/** §7: a Malaysian address needs one of the 16 states; elsewhere there is no state. */
export async function addressValues(tx: Tx, input: Omit<AddressInput, 'action'>) {
  const countryId = input.country_id ?? MALAYSIA_COUNTRY_ID;
  const [country] = await tx
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId));
  if (!country) throw fieldError('VALIDATION_ERROR', 'country_id');
  let stateId: number | null = null;
  if (countryId === MALAYSIA_COUNTRY_ID) {
    if (!input.state_id) throw fieldError('REQUIRED', 'state_id');
    const [state] = await tx
      .select({ id: states.id })
      .from(states)
      .where(eq(states.id, input.state_id));
    if (!state) throw fieldError('VALIDATION_ERROR', 'state_id');
    stateId = state.id;
  }
  return {
    receiverName: input.receiver_name,
    receiverPhone: input.receiver_phone,
    address: input.address,
    postcode: input.postcode,
    stateId,
    countryId,
  };
}

/**
 * The address a member gave at registration (profile shipping details) as their default
 * address-book entry, when they have no entry yet and it is complete enough to deliver to:
 * receiver, phone, address, postcode and, in Malaysia, the state. Returns the new entry's id, or
 * null (nothing added). The same rule as the `0019_profile_address_book` migration.
 */
export async function addressBookFromProfile(
  tx: Tx,
  memberId: number,
  profile: {
    receiverName: string | null;
    receiverPhone: string | null;
    address: string | null;
    postcode: string | null;
    stateId: number | null;
    countryId: number;
  },
): Promise<number | null> {
  const parsed = addressFields.safeParse({
    receiver_name: profile.receiverName ?? '',
    receiver_phone: profile.receiverPhone ?? '',
    address: profile.address ?? '',
    postcode: profile.postcode ?? '',
    state_id: profile.stateId,
    country_id: profile.countryId,
    is_default: true,
  });
  if (!parsed.success) return null;
  if (parsed.data.country_id === MALAYSIA_COUNTRY_ID && !parsed.data.state_id) return null;
  const [existing] = await tx
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .limit(1);
  if (existing) return null;
  const values = await addressValues(tx, parsed.data);
  const [row] = await tx
    .insert(memberAddresses)
    .values({ ...values, memberId, isDefault: true })
    .returning({ id: memberAddresses.id });
  return row.id;
}
