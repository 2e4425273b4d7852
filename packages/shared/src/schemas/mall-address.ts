import { z } from 'zod';
import { positiveId, requiredText } from './mall-fields.js';

/** The mall address book (spec §7 Mall). */

export const addressFields = z.strictObject({
  receiver_name: requiredText(100),
  receiver_phone: z
    .string({ message: 'REQUIRED' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, { message: 'VALIDATION_ERROR' }),
  address: requiredText(300),
  postcode: z
    .string({ message: 'REQUIRED' })
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'VALIDATION_ERROR' }),
  state_id: positiveId.nullable().optional(),
  country_id: positiveId.default(2),
  is_default: z.boolean().default(false),
});
export type AddressFields = z.input<typeof addressFields>;

/** `POST api/mall/clientInfoControl`: add, edit, delete or make default one address. */
export const clientInfoControlRequest = z.discriminatedUnion('action', [
  addressFields.extend({ action: z.literal('add') }),
  addressFields.extend({ action: z.literal('edit'), id: positiveId }),
  z.strictObject({ action: z.literal('delete'), id: positiveId }),
  z.strictObject({ action: z.literal('default'), id: positiveId }),
]);
export type ClientInfoControlRequest = z.input<typeof clientInfoControlRequest>;
export type ClientInfoControl = z.infer<typeof clientInfoControlRequest>;

export const address = z.object({
  id: z.number().int(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  state_id: z.number().int().nullable(),
  state_name: z.string().nullable(),
  area: z.enum(['West', 'East']).nullable(),
  country_id: z.number().int(),
  country_name: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressesReply = z.object({ records: z.array(address) });
export const MAX_ADDRESSES = 20;
