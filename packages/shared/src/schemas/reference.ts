import { z } from 'zod';
import { areas } from '../constants.js';
import { adminReason } from './admin.js';

/**
 * Reference data edited in the back-office (issue 26): collection centres, countries and the
 * Malaysian states' shipping area. Admins write, support reads; every change is audited.
 */

const text = (max: number) =>
  z
    .string({ message: 'REQUIRED' })
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(max, { message: 'VALIDATION_ERROR' });
const optionalText = (max: number) =>
  z
    .string({ message: 'VALIDATION_ERROR' })
    .trim()
    .max(max, { message: 'VALIDATION_ERROR' })
    .nullish()
    .transform((v) => v || null);

/* Collection centres */

export const adminCollectPointRequest = z.strictObject({
  name: text(100),
  address: text(300),
  remark: optionalText(300),
  opening_hours: optionalText(200),
  active: z.boolean({ message: 'VALIDATION_ERROR' }).default(true),
  reason: adminReason.optional(),
});
export type AdminCollectPointRequest = z.input<typeof adminCollectPointRequest>;

export const adminCollectPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  remark: z.string().nullable(),
  opening_hours: z.string().nullable(),
  active: z.boolean(),
  /** Orders that name this centre (they keep showing it when it is switched off). */
  order_count: z.number().int(),
});
export type AdminCollectPoint = z.infer<typeof adminCollectPoint>;
export const adminCollectPointsReply = z.object({ records: z.array(adminCollectPoint) });

/* Countries */

/** An exchange rate: a positive decimal, at most 8 digits before and 8 after the point. */
export const EXCHANGE_RATE = /^(0|[1-9][0-9]{0,7})(\.[0-9]{1,8})?$/;

/** `"3.4500"` → `"3.45"`, `"1"` → `"1.00"`, `"0.00018"` stays: at least two places, no trailing zeros beyond. */
export function normaliseRate(value: string): string {
  const [whole, fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

export const exchangeRate = z
  .union([z.string(), z.number()], { message: 'VALIDATION_ERROR' })
  .transform((v) => String(v).trim())
  .refine((v) => EXCHANGE_RATE.test(v) && /[1-9]/.test(v), { message: 'VALIDATION_ERROR' })
  .transform(normaliseRate);

export const adminCountryRequest = z.strictObject({
  deposit_enabled: z.boolean({ message: 'VALIDATION_ERROR' }).optional(),
  registration_enabled: z.boolean({ message: 'VALIDATION_ERROR' }).optional(),
  sell: exchangeRate.optional(),
  reason: adminReason.optional(),
});
export type AdminCountryRequest = z.input<typeof adminCountryRequest>;

export const adminCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  short_form: z.string(),
  country_code: z.string(),
  sell: z.string(),
  deposit_enabled: z.boolean(),
  registration_enabled: z.boolean(),
  member_count: z.number().int(),
});
export type AdminCountry = z.infer<typeof adminCountry>;
export const adminCountriesReply = z.object({ records: z.array(adminCountry) });

/* States */

export const adminStateRequest = z.strictObject({
  area: z.enum(areas, { message: 'VALIDATION_ERROR' }),
  reason: adminReason.optional(),
});
export type AdminStateRequest = z.input<typeof adminStateRequest>;

export const adminState = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.enum(areas),
});
export type AdminState = z.infer<typeof adminState>;
export const adminStatesReply = z.object({ records: z.array(adminState) });
