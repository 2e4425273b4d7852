import { z } from 'zod';
import { parseMoney } from '../money.js';
import { adminReason } from './admin.js';
import { moneyString, numberInput, pathId } from './common.js';

/* Settings and packages */

export const adminSetting = z.object({
  key: z.string(),
  group: z.string(),
  type: z.string(),
  value: z.string(),
  default: z.string(),
  public: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type AdminSetting = z.infer<typeof adminSetting>;

export const adminSettingKeyParams = z.object({ key: z.string().min(1).max(64) });

export const updateSettingRequest = z.strictObject({
  value: z.union([z.string().max(500), z.number()]).transform((v) => String(v)),
  reason: adminReason.optional(),
});
export type UpdateSettingRequest = z.input<typeof updateSettingRequest>;

/** Money that may be zero (package 1 is free): number or decimal string, at most two decimals. */
export const adminMoneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseMoney(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INCORRECT_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

export const ADMIN_MAX_LEVEL_DEPTH = 10;

export const adminPackage = z.object({
  id: z.number().int(),
  package_name: z.string(),
  package_name_en: z.string(),
  price: moneyString,
  bv: moneyString,
  pairing_cap: moneyString,
  level_depth: z.number().int(),
  premium: z.boolean(),
  members: z.number().int(),
});
export type AdminPackage = z.infer<typeof adminPackage>;

export const adminPackageIdParams = z.object({ id: pathId(1000) });

export const updatePackageRequest = z.strictObject({
  price: adminMoneyInput.optional(),
  bv: adminMoneyInput.optional(),
  pairing_cap: adminMoneyInput.optional(),
  level_depth: numberInput(z.number().int().min(0).max(ADMIN_MAX_LEVEL_DEPTH)).optional(),
  reason: adminReason.optional(),
});
export type UpdatePackageRequest = z.input<typeof updatePackageRequest>;
