import { z } from 'zod';
import { areas, MALAYSIA_COUNTRY_ID } from '../constants.js';
import { optionalLanguage } from '../language.js';
import { password } from '../password.js';
import { memberIdentity, rankInfo } from './member.js';

export const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, { message: 'invalid_username' });
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'invalid_email' }));
export const otpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'INCORRECT_OTP' });
export const icNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5,20}$/, { message: 'invalid_ic' })
  .transform((v) => v.toUpperCase());
export const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, { message: 'invalid_phone' });
/** The member's / the mail's language: a locale or an alias of one (`my`, `vn`, `in`, `zhHant`). */
export const lang = optionalLanguage;
const text = (max: number) => z.string().trim().min(1, { message: 'REQUIRED' }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** New password with confirmation (spec §5: invalid_password, password_not_same). */
export const newPasswordPair = z
  .object({ password, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'password_not_same',
    path: ['password_confirmation'],
  });

export const shippingFields = z.object({
  receiver_fullname: optionalText(100),
  receiver_phone: phone.optional().nullable(),
  address: text(300),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'invalid_postcode' })
    .optional()
    .nullable(),
  self_pickup: z.union([z.literal(0), z.literal(1)]).default(0),
  mall_collect_point_id: z.number().int().positive().optional().nullable(),
  remark: optionalText(300),
});

/** Self-registration, steps 1 and 2 in one body (spec §3). */
export const registerRequest = z
  .strictObject({
    username,
    fullname: text(100),
    ic: icNumber,
    contact_number: phone,
    email,
    country_id: z.number().int().positive(),
    state_id: z.number().int().positive().optional().nullable(),
    /** Spec §3 step 1 `area` (West/East); the state gives it too, so either is enough. */
    area: z.enum(areas).optional().nullable(),
    ref_id: z.string().trim().min(1, { message: 'INCORRECT_SPONSOR' }).max(32),
    jid: z.number().int().positive().optional().nullable(),
    group_type: z.union([z.literal(1), z.literal(2)]),
    password,
    password_confirmation: z.string(),
    sec_password: password,
    otp: otpCode,
    agree: z.literal(true, { message: 'must_agree_terms' }),
    lang,
    ...shippingFields.shape,
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({
        code: 'custom',
        message: 'password_not_same',
        path: ['password_confirmation'],
      });
    }
    if (v.sec_password === v.password) {
      ctx.addIssue({ code: 'custom', message: 'SEC_SAME_AS_PASSWORD', path: ['sec_password'] });
    }
    if (v.country_id === MALAYSIA_COUNTRY_ID && !v.state_id && !v.area) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['state_id'] });
    }
    if (v.self_pickup === 1 && !v.mall_collect_point_id) {
      ctx.addIssue({ code: 'custom', message: 'REQUIRED', path: ['mall_collect_point_id'] });
    }
  })
  .transform((v) => ({
    ...v,
    state_id: v.country_id === MALAYSIA_COUNTRY_ID ? (v.state_id ?? null) : null,
    area: v.country_id === MALAYSIA_COUNTRY_ID ? (v.area ?? null) : null,
    mall_collect_point_id: v.self_pickup === 1 ? v.mall_collect_point_id : null,
  }));
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerReply = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
  placement: z.object({ jid: z.number().int(), group_type: z.number().int() }),
});

export const sendOtpRequest = z.strictObject({
  email,
  type: z.literal('register').default('register'),
  lang,
});
export const usernameOtpRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  type: z.string().max(40).optional(),
  lang,
});
export const checkOtpQuery = z.object({ email, otp: otpCode });
export const checkUsernameOtpQuery = z.object({
  username: z.string().trim().min(1).max(64),
  otp: otpCode,
});
export const otpSentReply = z.object({
  resend_after: z.number().int(),
  expires_in: z.number().int(),
  email_hint: z.string(),
});

export const resetPasswordRequest = z.intersection(
  z.object({ otp: otpCode, username: z.string().trim().min(1).max(64) }),
  newPasswordPair,
);

export const checkEmailRequest = z.strictObject({ email });
export const checkUserQuery = z.object({ username: z.string().trim().min(1).max(64) });
export const placementEnd = z.object({
  group_type: z.number().int(),
  jid: z.number().int(),
  username: z.string(),
});
export const checkUserReply = z.object({
  username: z.string(),
  member_code: z.string(),
  total_sponsor: z.number().int(),
  end: placementEnd,
  legs: z.array(placementEnd),
});

export const changePasswordRequest = z.intersection(
  z.object({ old_password: z.string().min(1).max(64) }),
  newPasswordPair,
);
export const setSecPasswordRequest = newPasswordPair;
export const changeSecPasswordRequest = z.intersection(
  z.object({ sec_password: z.string().min(1).max(64) }),
  newPasswordPair,
);
export const checkSecPasswordRequest = z.strictObject({ sec_password: z.string().min(1).max(64) });
export const resetSecPasswordRequest = z.intersection(z.object({ otp: otpCode }), newPasswordPair);

export const userProfile = memberIdentity.extend({
  state_id: z.number().int().nullable(),
  /** Shipping area (Malaysia only): the state's, or the one chosen at registration. */
  area: z.enum(areas).nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  receiver_fullname: z.string().nullable(),
  receiver_phone: z.string().nullable(),
  self_pickup: z.number().int(),
  mall_collect_point_id: z.number().int().nullable(),
  remark: z.string().nullable(),
  sponsor: z.object({ username: z.string(), member_code: z.string() }).nullable(),
  placement: z
    .object({ username: z.string(), member_code: z.string(), group_type: z.number().int() })
    .nullable(),
  package: z.object({
    id: z.number().int(),
    package_name: z.string(),
    package_name_en: z.string(),
  }),
  rank: rankInfo,
  sec_password_set: z.boolean(),
  created_at: z.string(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const updateMemberInfoRequest = z.strictObject({
  fullname: text(100).optional(),
  contact_number: phone.optional(),
  country_id: z.number().int().positive().optional(),
  state_id: z.number().int().positive().optional().nullable(),
  ...shippingFields.partial().shape,
  self_pickup: z.union([z.literal(0), z.literal(1)]).optional(),
  /** Spec §7: a registrant completing the profile of a member they registered (`user_id`). */
  help_register: z.boolean().optional(),
  user_id: z.number().int().positive().optional(),
});
