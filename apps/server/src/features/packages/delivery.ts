import { MALAYSIA_COUNTRY_ID, parseMoney } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { states } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { assertCollectPoint } from '../member/index.js';
import type { Delivery } from '../orders/index.js';
import { readSetting } from '../settings/index.js';

export interface DeliveryInput {
  selfPickup: 0 | 1;
  /** `state` or `state_id` of the request. */
  stateId: number | null | undefined;
  collectPointId: number | null | undefined;
}

/** Where the receiver lives when the request names no state: their profile. */
export interface DeliveryFallback {
  countryId: number;
  stateId: number | null;
  area: 'West' | 'East' | null;
}

/** §7: the East area (Sabah, Sarawak, Labuan) pays the shipping fee (setting). */
export async function shippingFeeFor(db: Executor, area: 'West' | 'East' | null) {
  if (area !== 'East') return 0n;
  return parseMoney(await readSetting(db, 'shipping_fee_east')) ?? 0n;
}

/**
 * BUSINESS_RULES §7: collection at a centre costs nothing; a delivery to the East area (Sabah,
 * Sarawak, Labuan) pays the shipping fee (setting), elsewhere nothing. The state of the request
 * decides, else the receiver's profile; a Malaysian delivery with neither is refused (state
 * REQUIRED). Outside Malaysia there is no area and no fee.
 */
export async function resolveDelivery(
  db: Executor,
  input: DeliveryInput,
  fallback: DeliveryFallback,
): Promise<Delivery> {
  if (input.selfPickup === 1) {
    if (!input.collectPointId) throw fieldError('REQUIRED', 'mall_collect_point_id');
    await assertCollectPoint(db, input.collectPointId);
    return {
      selfPickup: 1,
      collectPointId: input.collectPointId,
      stateId: null,
      area: null,
      shippingSen: 0n,
    };
  }
  let stateId = input.stateId ?? fallback.stateId;
  let area = fallback.area;
  if (stateId) {
    const [state] = await db
      .select({ area: states.area })
      .from(states)
      .where(eq(states.id, stateId));
    if (!state) throw fieldError('VALIDATION_ERROR', 'state');
    area = state.area as 'West' | 'East';
  } else if (fallback.countryId !== MALAYSIA_COUNTRY_ID) {
    stateId = null;
    area = null;
  } else if (!area) {
    throw fieldError('REQUIRED', 'state');
  }
  return {
    selfPickup: 0,
    collectPointId: null,
    stateId,
    area,
    shippingSen: await shippingFeeFor(db, area),
  };
}
