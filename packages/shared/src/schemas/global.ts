import { z } from 'zod';

export const country = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  short_form: z.string(),
  country_code: z.string(),
  sell: z.string(),
});
export type Country = z.infer<typeof country>;

export const depositCountry = country.extend({ deposit_enabled: z.boolean() });

export const malaysianState = z.object({
  id: z.number().int(),
  name: z.string(),
  area: z.string(),
});
export const collectPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  remark: z.string().nullable(),
  opening_hours: z.string().nullable(),
});
export const packageInfo = z.object({
  id: z.number().int(),
  package_name: z.string(),
  package_name_en: z.string(),
  price: z.string(),
  bv: z.string(),
  premium: z.boolean(),
});
export type PackageInfo = z.infer<typeof packageInfo>;

export const lookupReply = z.object({
  system: z.record(z.string(), z.string()),
  states: z.array(malaysianState),
  packages: z.array(packageInfo),
  collect_points: z.array(collectPoint),
});
export type LookupReply = z.infer<typeof lookupReply>;

export const checkRefQuery = z.object({ ref_code: z.string().trim().min(1).max(32) });
export const checkRefReply = z.object({ member_code: z.string(), username: z.string() });
