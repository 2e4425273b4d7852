import { formatSen } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { hotelBookings, hotels, members } from '../../db/schema/index.js';
import { enqueueMail } from '../mail/index.js';
import { notify } from '../notifications/index.js';
import { escapeHtml, mailLang } from '../otp/index.js';

type Kind = 'hotel_booking_confirmed' | 'hotel_booking_canceled';
interface Facts {
  ref: string;
  hotel: string;
  checkIn: string;
  confirmation: string;
  refund: string;
}

const copy: Record<
  'en' | 'zh' | 'ms',
  Record<Kind, { subject: string; body: (f: Facts) => string }>
> = {
  en: {
    hotel_booking_confirmed: {
      subject: 'Hotel booking confirmed',
      body: (f) =>
        `Your hotel booking ${f.ref} at ${f.hotel} (check-in ${f.checkIn}) is confirmed. Confirmation number: ${f.confirmation}.`,
    },
    hotel_booking_canceled: {
      subject: 'Hotel booking canceled',
      body: (f) =>
        `Your hotel booking ${f.ref} at ${f.hotel} (check-in ${f.checkIn}) has been canceled.${f.refund === '0.00' ? '' : ` Refunded to your wallets: MYR ${f.refund}.`}`,
    },
  },
  zh: {
    hotel_booking_confirmed: {
      subject: '酒店预订已确认',
      body: (f) =>
        `您在${f.hotel}的酒店预订 ${f.ref}（入住日 ${f.checkIn}）已确认。确认号：${f.confirmation}。`,
    },
    hotel_booking_canceled: {
      subject: '酒店预订已取消',
      body: (f) =>
        `您在${f.hotel}的酒店预订 ${f.ref}（入住日 ${f.checkIn}）已取消。${f.refund === '0.00' ? '' : `退回您钱包的金额：MYR ${f.refund}。`}`,
    },
  },
  ms: {
    hotel_booking_confirmed: {
      subject: 'Tempahan hotel disahkan',
      body: (f) =>
        `Tempahan hotel anda ${f.ref} di ${f.hotel} (daftar masuk ${f.checkIn}) telah disahkan. Nombor pengesahan: ${f.confirmation}.`,
    },
    hotel_booking_canceled: {
      subject: 'Tempahan hotel dibatalkan',
      body: (f) =>
        `Tempahan hotel anda ${f.ref} di ${f.hotel} (daftar masuk ${f.checkIn}) telah dibatalkan.${f.refund === '0.00' ? '' : ` Dikembalikan ke dompet anda: MYR ${f.refund}.`}`,
    },
  },
};

/**
 * Tells the member of a booking's decision (a notification and, when they have an e-mail, a mail
 * in the outbox), in the decision's own transaction: a replayed request tells nothing twice.
 */
async function tell(tx: Executor, bookingId: number, kind: Kind) {
  const [r] = await tx
    .select({
      b: hotelBookings,
      hotelName: hotels.nameEn,
      hotelZh: hotels.nameZh,
      hotelMs: hotels.nameMs,
      email: members.email,
      fullname: members.fullname,
      locale: members.locale,
    })
    .from(hotelBookings)
    .innerJoin(hotels, eq(hotels.id, hotelBookings.hotelId))
    .innerJoin(members, eq(members.id, hotelBookings.memberId))
    .where(eq(hotelBookings.id, bookingId));
  if (!r) return;
  const refund = formatSen(r.b.refundedSen);
  await notify(tx, {
    memberId: r.b.memberId,
    type: kind,
    dedupeKey: `${kind}:${bookingId}`,
    params: {
      booking_id: String(bookingId),
      ref_no: r.b.refNo,
      hotel: r.hotelName,
      date: r.b.checkIn,
      ...(kind === 'hotel_booking_confirmed'
        ? { confirmation_number: r.b.confirmationNumber ?? '' }
        : { amount: refund }),
    },
  });
  if (!r.email) return;
  const lang = mailLang(r.locale);
  const hotel = (lang === 'zh' && r.hotelZh) || (lang === 'ms' && r.hotelMs) || r.hotelName;
  const c = copy[lang][kind];
  const line = c.body({
    ref: r.b.refNo,
    hotel,
    checkIn: r.b.checkIn,
    confirmation: r.b.confirmationNumber ?? '',
    refund,
  });
  await enqueueMail(
    tx,
    {
      to: r.email,
      subject: c.subject,
      text: `${r.fullname},\n\n${line}\n\n— Rangkai`,
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c7ed6">${escapeHtml(c.subject)}</h2>
<p>${escapeHtml(r.fullname)},</p>
<p>${escapeHtml(line)}</p>
<p>— Rangkai</p></body></html>`,
    },
    { kind: 'notice' },
  );
}

/** Call in the transaction that confirms a booking (after its confirmation number is saved). */
export const notifyBookingConfirmed = (tx: Executor, bookingId: number) =>
  tell(tx, bookingId, 'hotel_booking_confirmed');

/** Call in the transaction that cancels a booking (after its refund is recorded). */
export const notifyBookingCanceled = (tx: Executor, bookingId: number) =>
  tell(tx, bookingId, 'hotel_booking_canceled');
