import { z } from 'zod';
import { password } from '../password.js';

/** Back-office roles: `admin` does everything, `support` reads members (and answers tickets). */
export const adminRole = z.enum(['admin', 'support']);
export type AdminRole = z.infer<typeof adminRole>;

export const adminMe = z.object({ id: z.number().int(), username: z.string(), role: adminRole });
export type AdminMe = z.infer<typeof adminMe>;

/** Every admin action names its reason; it goes to the audit log. */
export const adminReason = z.string().trim().min(1).max(500);

export const adminActionRequest = z.strictObject({ reason: adminReason });
export type AdminActionRequest = z.infer<typeof adminActionRequest>;

/** Audit-log action names written by the back-office (later features append their own). */
export const adminActions = [
  'member.suspend',
  'member.unsuspend',
  'member.reset_sec_password',
  'member.reset_bank',
  'member.update_profile',
  'member.password_reset',
  'kyc.release_ic',
  'setting.update',
  'package.update',
  'admin.create',
  'admin.password_change',
  'package.upgrade',
  'package.register_member',
  'order.ship',
  'order.ready_for_collection',
  'order.complete',
  'bonus.close',
  'kyc.approve',
  'kyc.fail',
  'kyc.view_image',
  'withdrawal.approve',
  'withdrawal.reject',
  'withdrawal.pay',
  'withdrawal.export',
  'list.export',
  'notification.send',
  'ticket.reply',
  'ticket.close',
  'order.cancel',
  'news.create',
  'news.update',
  'news.delete',
  'page.update',
  'mall.category.create',
  'mall.category.update',
  'mall.product.create',
  'mall.product.update',
  'mall.product_image.add',
  'mall.product_image.delete',
  'mall.product_image.order',
  'mall.voucher.create',
  'mall.voucher.update',
  'collect_point.create',
  'collect_point.update',
  'country.update',
  'state.update',
  'public_holiday.create',
  'public_holiday.delete',
  'hotel.create',
  'hotel.update',
  'hotel.image.add',
  'hotel.image.delete',
  'hotel.image.order',
  'hotel.room_type.create',
  'hotel.room_type.update',
  'hotel.room_type.allotment',
  'hotel.booking.confirm',
  'hotel.booking.cancel',
] as const;
export type AdminAction = (typeof adminActions)[number];

/* Admin accounts */

export const adminUsername = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'invalid_username');

export const adminAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  role: adminRole,
  status: z.enum(['active', 'suspended']),
  created_at: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccount>;

export const createAdminRequest = z.strictObject({
  username: adminUsername,
  role: adminRole,
  /** Absent → a password is generated and returned once. */
  password: password.optional(),
});
export type CreateAdminRequest = z.input<typeof createAdminRequest>;

export const createAdminReply = adminAccount.extend({ generated_password: z.string().nullable() });
export type CreateAdminReply = z.infer<typeof createAdminReply>;
