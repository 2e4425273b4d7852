import { z } from 'zod';
import { moneyInput, numberInput } from './common.js';

/** Field rules the mall schemas share (not part of the package's public names). */
export const positiveId = numberInput(z.number().int().positive().max(2_147_483_647));

export const requiredText = (max: number) =>
  z.string({ message: 'REQUIRED' }).trim().min(1, { message: 'REQUIRED' }).max(max);

/** A name in another language: empty is none. */
export const optionalName = z
  .string()
  .trim()
  .max(150)
  .nullish()
  .transform((v) => v || null);

/**
 * The four prices of what a member buys (a product, a room type's night): a premium member pays
 * the premium ones, by credit or by cash (BUSINESS_RULES §12, §14).
 */
export const priceSetRequest = z.strictObject({
  normal_credit: moneyInput,
  premium_credit: moneyInput,
  normal_cash: moneyInput,
  premium_cash: moneyInput,
});

/** A product's or a hotel's pictures in order: every picture id of it, first shown first. */
export const imageOrderRequest = z.strictObject({ image_ids: z.array(positiveId).max(20) });
