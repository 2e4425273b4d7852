import { type Address, type ClientInfoControl, MAX_ADDRESSES } from '@rangkai/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { countries, memberAddresses, states } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { addressValues } from '../member/index.js';

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
 * becomes the default when the default goes) or make one the default, with the member's addresses
 * locked so two requests cannot both add the 21st or two defaults; the address book after. The
 * member's own change: no audit row.
 */
export async function controlAddress(
  tx: Tx,
  memberId: number,
  request: ClientInfoControl,
): Promise<ActionResult<Address[]>> {
  await changeAddress(tx, memberId, request);
  return { data: await listAddresses(tx, memberId), audit: null };
}

async function changeAddress(tx: Tx, memberId: number, request: ClientInfoControl) {
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
