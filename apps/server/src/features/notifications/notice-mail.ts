import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mail.js';
import { enqueueMail } from '../mail/index.js';
import { escapeHtml, mailLang } from '../otp/index.js';

/**
 * What a member is told by e-mail when staff decide their KYC or withdrawal, answer their ticket
 * mark their returned order received and refunded, or cancel their order.
 */
export type Notice =
  | { kind: 'kyc_approved' }
  | { kind: 'kyc_failed'; reason: string }
  | { kind: 'withdraw_approved'; amount: string }
  | { kind: 'withdraw_rejected'; amount: string; reason: string }
  | { kind: 'withdraw_paid'; amount: string; received: string; reference: string }
  | { kind: 'ticket_replied'; title: string }
  | { kind: 'order_returned'; ref: string; amount: string }
  | { kind: 'order_cancelled'; ref: string; amount: string; reason: string };

type Copy = Record<Notice['kind'], { subject: string; body: (n: never) => string }>;

const copy: Record<'en' | 'zh' | 'ms', Copy> = {
  en: {
    kyc_approved: {
      subject: 'Your identity is verified',
      body: () =>
        'Your KYC submission was approved. You can now withdraw cash to your bank account.',
    },
    kyc_failed: {
      subject: 'Your identity verification was not approved',
      body: (n: { reason: string }) =>
        `Your KYC submission was not approved: ${n.reason}. Please submit it again from the KYC page.`,
    },
    withdraw_approved: {
      subject: 'Withdrawal approved',
      body: (n: { amount: string }) =>
        `Your withdrawal of MYR ${n.amount} was approved and will be paid to your bank account.`,
    },
    withdraw_rejected: {
      subject: 'Withdrawal rejected',
      body: (n: { amount: string; reason: string }) =>
        `Your withdrawal of MYR ${n.amount} was rejected: ${n.reason}. The full amount is back in your cash wallet (point1).`,
    },
    withdraw_paid: {
      subject: 'Withdrawal paid',
      body: (n: { amount: string; received: string; reference: string }) =>
        `Your withdrawal of MYR ${n.amount} was paid: MYR ${n.received} to your bank account (bank reference ${n.reference}).`,
    },
    ticket_replied: {
      subject: 'Support replied to your ticket',
      body: (n: { title: string }) =>
        `Our support team replied to your ticket "${n.title}". Open Support tickets in the app to read it.`,
    },
    order_returned: {
      subject: 'Return received, order refunded',
      body: (n: { ref: string; amount: string }) =>
        `We received the items of your order ${n.ref} back. MYR ${n.amount} has been refunded to the wallets that paid for it.`,
    },
    order_cancelled: {
      subject: 'Your order was cancelled and refunded',
      body: (n: { ref: string; amount: string; reason: string }) =>
        `Our team cancelled your order ${n.ref}: ${n.reason}. MYR ${n.amount} has been refunded to the wallets that paid for it.`,
    },
  },
  zh: {
    kyc_approved: {
      subject: '您的身份已验证',
      body: () => '您的 KYC 资料已通过审核，现在可以提现到您的银行账户。',
    },
    kyc_failed: {
      subject: '您的身份验证未通过',
      body: (n: { reason: string }) =>
        `您的 KYC 资料未通过审核：${n.reason}。请在 KYC 页面重新提交。`,
    },
    withdraw_approved: {
      subject: '提现已批准',
      body: (n: { amount: string }) => `您的提现 MYR ${n.amount} 已批准，将支付到您的银行账户。`,
    },
    withdraw_rejected: {
      subject: '提现被拒绝',
      body: (n: { amount: string; reason: string }) =>
        `您的提现 MYR ${n.amount} 被拒绝：${n.reason}。全部金额已退回您的现金钱包（point1）。`,
    },
    withdraw_paid: {
      subject: '提现已支付',
      body: (n: { amount: string; received: string; reference: string }) =>
        `您的提现 MYR ${n.amount} 已支付：MYR ${n.received} 已转入您的银行账户（银行参考号 ${n.reference}）。`,
    },
    ticket_replied: {
      subject: '客服已回复您的工单',
      body: (n: { title: string }) => `客服已回复您的工单“${n.title}”。请在应用的客服工单中查看。`,
    },
    order_returned: {
      subject: '退货已收到，订单已退款',
      body: (n: { ref: string; amount: string }) =>
        `我们已收到您订单 ${n.ref} 的退货。MYR ${n.amount} 已退回支付该订单的钱包。`,
    },
    order_cancelled: {
      subject: '您的订单已取消并退款',
      body: (n: { ref: string; amount: string; reason: string }) =>
        `我们已取消您的订单 ${n.ref}：${n.reason}。MYR ${n.amount} 已退回支付该订单的钱包。`,
    },
  },
  ms: {
    kyc_approved: {
      subject: 'Identiti anda telah disahkan',
      body: () =>
        'Penyerahan KYC anda telah diluluskan. Anda kini boleh mengeluarkan wang tunai ke akaun bank anda.',
    },
    kyc_failed: {
      subject: 'Pengesahan identiti anda tidak diluluskan',
      body: (n: { reason: string }) =>
        `Penyerahan KYC anda tidak diluluskan: ${n.reason}. Sila hantar semula dari halaman KYC.`,
    },
    withdraw_approved: {
      subject: 'Pengeluaran diluluskan',
      body: (n: { amount: string }) =>
        `Pengeluaran anda sebanyak MYR ${n.amount} telah diluluskan dan akan dibayar ke akaun bank anda.`,
    },
    withdraw_rejected: {
      subject: 'Pengeluaran ditolak',
      body: (n: { amount: string; reason: string }) =>
        `Pengeluaran anda sebanyak MYR ${n.amount} telah ditolak: ${n.reason}. Jumlah penuh telah dikembalikan ke dompet tunai anda (point1).`,
    },
    withdraw_paid: {
      subject: 'Pengeluaran telah dibayar',
      body: (n: { amount: string; received: string; reference: string }) =>
        `Pengeluaran anda sebanyak MYR ${n.amount} telah dibayar: MYR ${n.received} ke akaun bank anda (rujukan bank ${n.reference}).`,
    },
    ticket_replied: {
      subject: 'Sokongan telah membalas tiket anda',
      body: (n: { title: string }) =>
        `Pasukan sokongan kami telah membalas tiket anda "${n.title}". Buka Tiket sokongan dalam aplikasi untuk membacanya.`,
    },
    order_returned: {
      subject: 'Pemulangan diterima, pesanan dikembalikan wang',
      body: (n: { ref: string; amount: string }) =>
        `Kami telah menerima semula barangan pesanan anda ${n.ref}. MYR ${n.amount} telah dikembalikan ke dompet yang membayarnya.`,
    },
    order_cancelled: {
      subject: 'Pesanan anda dibatalkan dan wang dikembalikan',
      body: (n: { ref: string; amount: string; reason: string }) =>
        `Pasukan kami telah membatalkan pesanan anda ${n.ref}: ${n.reason}. MYR ${n.amount} telah dikembalikan ke dompet yang membayarnya.`,
    },
  },
};

export function noticeMail(
  to: string,
  fullname: string,
  lang: string | null,
  notice: Notice,
): MailMessage {
  const c = copy[mailLang(lang)][notice.kind];
  const line = c.body(notice as never);
  return {
    to,
    subject: c.subject,
    text: `${fullname},\n\n${line}\n\n— Rangkai`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c7ed6">${escapeHtml(c.subject)}</h2>
<p>${escapeHtml(fullname)},</p>
<p>${escapeHtml(line)}</p>
<p>— Rangkai</p></body></html>`,
  };
}

/**
 * Puts the member's e-mail about a decision in the outbox, in the decision's own transaction (so a
 * replayed request, which does not decide again, does not mail again); a member without e-mail
 * gets none.
 */
export async function mailNotice(tx: Executor, memberId: number, notice: Notice) {
  const [m] = await tx
    .select({ email: members.email, fullname: members.fullname, locale: members.locale })
    .from(members)
    .where(eq(members.id, memberId));
  if (!m?.email) return;
  await enqueueMail(tx, noticeMail(m.email, m.fullname, m.locale, notice), { kind: 'notice' });
}
