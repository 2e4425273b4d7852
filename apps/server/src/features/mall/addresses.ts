import {
  type Address,
  addressFields,
  type ClientInfoControl,
  MALAYSIA_COUNTRY_ID,
  MAX_ADDRESSES,
} from '@rangkai/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { countries, memberAddresses, states } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';

type AddressInput = Extract<ClientInfoControl, { action: 'add' }>;

/** The address book, the default first. */
export async function listAddresses(db: Executor, memberId: number): Promise<Address[]> {
  const rows = await db
    .select({ a: memberAddresses, state: states, country: countries })
    .from(memberAddresses)
    .innerJoin(countries, eq(countries.id, memberAddresses.countryId))
    .leftJoin(states, eq(states.id, memberAddresses.stateId))
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isDefault), asc(memberAddresses.id));
  return rows.map(({ a, state, country }) => ({
    id: a.id,
    receiver_name: a.receiverName,
    receiver_phone: a.receiverPhone,
    address: a.address,
    postcode: a.postcode,
    state_id: a.stateId,
    state_name: state?.name ?? null,
    area: (state?.area as 'West' | 'East' | undefined) ?? null,
    country_id: a.countryId,
    country_name: country.nameEn,
    is_default: a.isDefault,
  }));
}

/** One of the member's addresses; another member's (or none) is NOT_FOUND. */
export async function findAddress(db: Executor, memberId: number, id: number) {
  const found = (await listAddresses(db, memberId)).find((a) => a.id === id);
  if (!found) throw fieldError('NOT_FOUND', 'address_id', 404);
  return found;
}

/** §7: a Malaysian address needs one of the 16 states; elsewhere there is no state. */
async function addressValues(tx: Tx, input: Omit<AddressInput, 'action'>) {
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

async function makeDefault(tx: Tx, memberId: number, id: number) {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
  await tx
    .update(memberAddresses)
    .set({ isDefault: true })
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.id, id)));
}

/**
 * `clientInfoControl`: add (the first address becomes the default), edit, delete (the next one
 * becomes the default when the default goes) or make one the default; in the caller's transaction,
 * with the member's addresses locked so two requests cannot both add the 21st or two defaults.
 */
export async function controlAddress(tx: Tx, memberId: number, request: ClientInfoControl) {
  const mine = await tx
    .select({ id: memberAddresses.id, isDefault: memberAddresses.isDefault })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(asc(memberAddresses.id))
    .for('update');
  const own = (id: number) => {
    const row = mine.find((a) => a.id === id);
    if (!row) throw new AppError('NOT_FOUND', { id: 'NOT_FOUND' });
    return row;
  };
  switch (request.action) {
    case 'add': {
      if (mine.length >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT');
      const values = await addressValues(tx, request);
      const [row] = await tx
        .insert(memberAddresses)
        .values({ ...values, memberId })
        .returning({ id: memberAddresses.id });
      if (request.is_default || mine.length === 0) await makeDefault(tx, memberId, row.id);
      return row.id;
    }
    case 'edit': {
      own(request.id);
      const values = await addressValues(tx, request);
      await tx.update(memberAddresses).set(values).where(eq(memberAddresses.id, request.id));
      if (request.is_default) await makeDefault(tx, memberId, request.id);
      return request.id;
    }
    case 'delete': {
      const row = own(request.id);
      await tx.delete(memberAddresses).where(eq(memberAddresses.id, request.id));
      const next = mine.find((a) => a.id !== request.id);
      if (row.isDefault && next) await makeDefault(tx, memberId, next.id);
      return request.id;
    }
    case 'default':
      own(request.id);
      await makeDefault(tx, memberId, request.id);
      return request.id;
  }
}
