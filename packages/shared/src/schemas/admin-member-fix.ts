import { z } from 'zod';
import { adminReason } from './admin.js';
import { email, phone } from './membership.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/**
 * An operator's correction of a member's account (`PUT /api/admin/members/:id/profile`): a field
 * left out stays as it is, `null` clears an optional one; the reason goes to the audit log. The
 * same field rules as registration and the member's own profile.
 */
export const adminMemberProfileRequest = z.strictObject({
  fullname: z.string().trim().min(1, { message: 'REQUIRED' }).max(100).optional(),
  email: email.optional(),
  contact_number: phone.nullable().optional(),
  country_id: z.number().int().positive().optional(),
  state_id: z.number().int().positive().nullable().optional(),
  address: optionalText(300),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: 'invalid_postcode' })
    .nullable()
    .optional(),
  reason: adminReason,
});
export type AdminMemberProfileRequest = z.input<typeof adminMemberProfileRequest>;

/** The reply to an operator's password-reset mail: where it went, never the code. */
export const adminPasswordResetReply = z.object({
  email_hint: z.string(),
  expires_in: z.number().int(),
  resend_after: z.number().int(),
});
export type AdminPasswordResetReply = z.infer<typeof adminPasswordResetReply>;
