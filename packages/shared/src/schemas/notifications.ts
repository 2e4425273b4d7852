import { z } from 'zod';
import { numberInput, paginated } from './common.js';

/**
 * What a member is told about (issue: notifications). The text is the web's, per language, from
 * `type` and `params`; an operator's message carries its own `title` and `body`.
 */
export const notificationTypes = [
  'transfer_received',
  'bonus_credited',
  'bonus_clawed_back',
  'deposit_approved',
  'deposit_rejected',
  'kyc_approved',
  'kyc_failed',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_paid',
  'order_shipped',
  'order_returned',
  'order_cancelled',
  'hotel_booking_confirmed',
  'hotel_booking_canceled',
  'ticket_replied',
  'message',
] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  id: z.number().int(),
  type: notificationType,
  /** Values the text names: amounts (decimal strings), usernames, reasons, references, dates. */
  params: z.record(z.string(), z.string()),
  /** An operator's message only. */
  title: z.string().nullable(),
  body: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** `GET api/news/UserNotification?page`: newest first, with the unread count. */
export const notificationPage = paginated(notification).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int() });

/** `POST api/news/readNotice`: one notification (`id`) or all of them (`all: true`). */
export const readNoticeRequest = z.union([
  z.strictObject({ id: numberInput(z.number().int().positive()) }),
  z.strictObject({ all: z.literal(true) }),
]);

/** Back-office: a message to every active member or to one (by username or member code). */
export const adminNotificationRequest = z.strictObject({
  to: z.union([z.literal('all'), z.string().trim().min(1).max(64)]),
  title: z.string().trim().min(1, { message: 'REQUIRED' }).max(120),
  body: z.string().trim().min(1, { message: 'REQUIRED' }).max(2000),
});
export const adminNotificationReply = z.object({ sent: z.number().int() });
