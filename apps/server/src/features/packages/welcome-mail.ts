import type { Executor } from '../../db/client.js';
import type { MailMessage } from '../../lib/mail.js';
import { enqueueMail } from '../mail/index.js';
import { escapeHtml, mailLang } from '../otp/index.js';

const copy = {
  en: {
    subject: 'Welcome to Rangkai',
    body: (name: string, registrant: string, username: string, pkg: string) =>
      `Hello ${name}, ${registrant} has registered you as a Rangkai member with the ${pkg} package. Your username is ${username}; log in with the password you agreed with ${registrant} and change it in the security centre.`,
  },
  zh: {
    subject: '欢迎加入 Rangkai',
    body: (name: string, registrant: string, username: string, pkg: string) =>
      `${name} 您好，${registrant} 已为您注册 Rangkai 会员（${pkg} 配套）。您的用户名是 ${username}；请使用您与 ${registrant} 约定的密码登录，并在安全中心修改密码。`,
  },
  ms: {
    subject: 'Selamat datang ke Rangkai',
    body: (name: string, registrant: string, username: string, pkg: string) =>
      `Hai ${name}, ${registrant} telah mendaftarkan anda sebagai ahli Rangkai dengan pakej ${pkg}. Nama pengguna anda ialah ${username}; log masuk dengan kata laluan yang dipersetujui dengan ${registrant} dan tukarkannya di pusat keselamatan.`,
  },
};

/** The new member's welcome, naming who registered them (spec: registration on behalf). */
export function welcomeByRegistrantMail(input: {
  to: string;
  fullname: string;
  username: string;
  registrant: string;
  packageName: string;
  lang: string | null | undefined;
}): MailMessage {
  const c = copy[mailLang(input.lang)];
  const line = c.body(input.fullname, input.registrant, input.username, input.packageName);
  return {
    to: input.to,
    subject: c.subject,
    text: `${c.subject}\n\n${line}\n\n— Rangkai`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">
<h2 style="color:#1c7ed6">${escapeHtml(c.subject)}</h2>
<p>${escapeHtml(line)}</p>
<p>— Rangkai</p></body></html>`,
  };
}

/** Puts the welcome in the outbox, in the registration's transaction. */
export async function mailWelcomeByRegistrant(
  tx: Executor,
  created: { username: string; user_package: { to_package: { package_name_en: string } } },
  registrant: string,
  input: { email: string; fullname: string; lang?: string },
) {
  const mail = welcomeByRegistrantMail({
    to: input.email,
    fullname: input.fullname,
    username: created.username,
    registrant,
    packageName: created.user_package.to_package.package_name_en,
    lang: input.lang,
  });
  await enqueueMail(tx, mail, { kind: 'welcome' });
}
