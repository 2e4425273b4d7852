import type { MailMessage } from '../../lib/mail.js';
import { escapeHtml, mailLang, maskEmail } from '../otp/index.js';

/** Which address the mail goes to: the one replaced, or the one now on the account. */
type Side = 'old' | 'new';

interface Copy {
  subject: string;
  line: Record<Side, (username: string, other: string) => string>;
  help: string;
}

const copy: Record<'en' | 'zh' | 'ms', Copy> = {
  en: {
    subject: 'The e-mail address of your Rangkai account was changed',
    line: {
      old: (u, other) =>
        `Our support team changed the e-mail address of your account ${u}: mail now goes to ${other}, no longer to this address.`,
      new: (u, other) =>
        `Our support team changed the e-mail address of your account ${u} to this address (it was ${other}).`,
    },
    help: 'If you did not ask for this change, contact our support team at once.',
  },
  zh: {
    subject: '您的 Rangkai 账户电子邮箱已更改',
    line: {
      old: (u, other) =>
        `我们的客服团队已更改您的账户 ${u} 的电子邮箱：邮件今后将发送至 ${other}，不再发送到此地址。`,
      new: (u, other) =>
        `我们的客服团队已将您的账户 ${u} 的电子邮箱更改为此地址（原为 ${other}）。`,
    },
    help: '如果这不是您要求的更改，请立即联系我们的客服团队。',
  },
  ms: {
    subject: 'Alamat e-mel akaun Rangkai anda telah ditukar',
    line: {
      old: (u, other) =>
        `Pasukan sokongan kami telah menukar alamat e-mel akaun anda ${u}: e-mel kini dihantar ke ${other}, bukan lagi ke alamat ini.`,
      new: (u, other) =>
        `Pasukan sokongan kami telah menukar alamat e-mel akaun anda ${u} kepada alamat ini (sebelum ini ${other}).`,
    },
    help: 'Jika anda tidak meminta perubahan ini, hubungi pasukan sokongan kami dengan segera.',
  },
};

/**
 * The notice of an e-mail change, to the old or the new address, in the member's language. The
 * other address is shown masked; the mail carries no code and no link that acts.
 */
export function emailChangeMail(options: {
  to: string;
  side: Side;
  /** The other address (null: the account had none before). */
  other: string | null;
  username: string;
  fullname: string;
  lang: string | null;
}): MailMessage {
  const c = copy[mailLang(options.lang)];
  const line = c.line[options.side](
    options.username,
    options.other ? maskEmail(options.other) : '—',
  );
  return {
    to: options.to,
    subject: c.subject,
    text: `${options.fullname},\n\n${line}\n\n${c.help}\n\n— Rangkai`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c7ed6">${escapeHtml(c.subject)}</h2>
<p>${escapeHtml(options.fullname)},</p>
<p>${escapeHtml(line)}</p>
<p style="color:#666;font-size:13px">${escapeHtml(c.help)}</p>
<p>— Rangkai</p></body></html>`,
  };
}
