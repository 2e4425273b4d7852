import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/lib/mail.js';
import { bearer, createTestApp, loginAdmin, type TestContext, uniqueName } from './helpers.js';

/**
 * Spec §2/§9 language codes (`my`, `vn`, `in`, `zhHant`) are aliases of the app's locales (`ms`,
 * `vi`, `id`, `zh-Hant`) wherever a client sends a language: news and page queries, the member's
 * language given at registration, and so the mails.
 */
let ctx: TestContext;
let adminToken: string;
const mails: MailMessage[] = [];
let ip = 0;
const nextIp = () => `10.9.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestApp({
    mailer: {
      async send(message) {
        mails.push(message);
      },
    },
  });
  adminToken = await loginAdmin(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers, remoteAddress: nextIp() });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
/** The newest mail to `to`, once the outbox has sent what is due. */
const lastMailTo = async (to: string) => {
  await ctx.app.mailWorker.drain();
  return mails.filter((m) => m.to === to).at(-1)!;
};

describe('language aliases', () => {
  it('news and pages in the language of my, vn, in and zhHant', async () => {
    const created = await post(
      '/api/admin/news',
      {
        kind: 'news',
        news_type: 'announcement',
        publish_at: new Date(Date.now() - 60_000).toISOString(),
        title_en: 'Promotion',
        title_ms: 'Promosi',
        title_vi: 'Khuyến mãi',
        title_id: 'Promo',
        'title_zh-Hant': '促銷活動',
        body_en: '<p>Now</p>',
      },
      bearer(adminToken),
    );
    expect(created.json(), created.body).toMatchObject({ error_code: 0 });
    const id = created.json().data.id;
    const titles: Record<string, string> = {
      my: 'Promosi',
      vn: 'Khuyến mãi',
      in: 'Promo',
      zhHant: '促銷活動',
      'ms-MY': 'Promosi',
      MS: 'Promosi',
      xx: 'Promotion',
    };
    for (const [language, title] of Object.entries(titles)) {
      const list = (await get(`/api/news/news-list?language=${language}`)).json().data;
      expect(list.record.records[0].title, language).toBe(title);
      const details = await get(`/api/news/news-details?news_id=${id}&language=${language}`);
      expect(details.json().data.title, language).toBe(title);
    }

    const page = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      headers: bearer(adminToken),
      payload: { bodies: { en: '<p>Terms</p>', ms: '<p>Terma</p>' } },
    });
    expect(page.json(), page.body).toMatchObject({ error_code: 0 });
    expect((await get('/api/global/page?slug=terms&language=my')).json().data).toMatchObject({
      language: 'ms',
      html: '<p>Terma</p>',
    });
  });

  it('a member registered with lang my (or vn, zhHant) keeps ms (vi, zh-Hant) and gets mails in it', async () => {
    const cases = [
      { lang: 'my', locale: 'ms', mailText: 'Kod pengesahan anda ialah' },
      { lang: 'zhHant', locale: 'zh-Hant', mailText: '您的验证码是' },
      { lang: 'vn', locale: 'vi', mailText: 'Your verification code is' },
      { lang: 'in', locale: 'id', mailText: 'Your verification code is' },
    ];
    for (const c of cases) {
      const username = uniqueName('l');
      const email = `${username}@example.test`;
      const sent = await post('/api/global/sent-otp', { email, type: 'register', lang: c.lang });
      expect(sent.json(), sent.body).toMatchObject({ error_code: 0 });
      const otpMail = await lastMailTo(email);
      expect(otpMail.text, c.lang).toContain(c.mailText);
      const otp = otpMail.text.match(/\b(\d{6})\b/)![1];
      const registered = await post('/api/auth/register', {
        username,
        fullname: 'Nur Aisyah',
        ic: `IC${username}`.slice(0, 20),
        contact_number: '+60123456789',
        email,
        country_id: 2,
        state_id: 13,
        ref_id: ctx.rootCode,
        group_type: 1,
        password: 'Passw0rd',
        password_confirmation: 'Passw0rd',
        sec_password: 'Secur3pw',
        agree: true,
        address: '1 Jalan Test',
        postcode: '50450',
        self_pickup: 0,
        otp,
        lang: c.lang,
      });
      expect(registered.json(), registered.body).toMatchObject({ error_code: 0 });
      const memberId = registered.json().data.id;

      // The back-office sees the app's own code, not the alias.
      const detail = await get(`/api/admin/members/${memberId}`, bearer(adminToken));
      expect(detail.json().data.locale, c.lang).toBe(c.locale);

      // A mail sent without a language (forgot password) is in the member's.
      const forgot = await post('/api/global/usernameOTP', {
        username,
        type: 'forget_password',
      });
      expect(forgot.json(), forgot.body).toMatchObject({ error_code: 0 });
      expect((await lastMailTo(email)).text, c.lang).toContain(c.mailText);
    }
  });
});
