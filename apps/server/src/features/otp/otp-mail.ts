import { normalizeLocale } from '@rangkai/shared';
import type { MailMessage } from '../../lib/mail.js';

export type OtpPurpose = 'register' | 'forget_password' | 'reset_secpassword';

type Lang = 'en' | 'zh' | 'ms';

const copy: Record<
  Lang,
  {
    subject: Record<OtpPurpose, string>;
    body: (code: string, minutes: number) => string;
    ignore: string;
  }
> = {
  en: {
    subject: {
      register: 'Your Rangkai verification code',
      forget_password: 'Reset your Rangkai password',
      reset_secpassword: 'Reset your Rangkai security password',
    },
    body: (code, minutes) =>
      `Your verification code is ${code}. It is valid for ${minutes} minutes.`,
    ignore:
      'If you did not ask for this code, you can ignore this e-mail. Never share the code with anyone.',
  },
  zh: {
    subject: {
      register: 'Rangkai 验证码',
      forget_password: '重置您的 Rangkai 登录密码',
      reset_secpassword: '重置您的 Rangkai 安全密码',
    },
    body: (code, minutes) => `您的验证码是 ${code}，${minutes} 分钟内有效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件。切勿将验证码告诉任何人。',
  },
  ms: {
    subject: {
      register: 'Kod pengesahan Rangkai anda',
      forget_password: 'Tetapkan semula kata laluan Rangkai anda',
      reset_secpassword: 'Tetapkan semula kata laluan keselamatan Rangkai anda',
    },
    body: (code, minutes) => `Kod pengesahan anda ialah ${code}. Sah selama ${minutes} minit.`,
    ignore:
      'Jika anda tidak meminta kod ini, abaikan e-mel ini. Jangan kongsi kod ini dengan sesiapa.',
  },
};

/** Maps the client's language codes (en, cn, zh, zh-Hant, ms, my, zhHant…) to a mail language. */
export function mailLang(lang: string | null | undefined): Lang {
  const locale = normalizeLocale(lang);
  if (locale === 'zh' || locale === 'zh-Hant') return 'zh';
  if (locale === 'ms') return 'ms';
  return 'en';
}

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function otpMail(
  to: string,
  purpose: OtpPurpose,
  code: string,
  minutes: number,
  lang: string | null | undefined,
): MailMessage {
  const c = copy[mailLang(lang)];
  const subject = c.subject[purpose];
  const line = c.body(code, minutes);
  return {
    to,
    subject,
    text: `${subject}\n\n${line}\n\n${c.ignore}\n\n— Rangkai`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c7ed6">${escapeHtml(subject)}</h2>
<p>${escapeHtml(line)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p style="color:#666;font-size:13px">${escapeHtml(c.ignore)}</p>
<p>— Rangkai</p></body></html>`,
  };
}
