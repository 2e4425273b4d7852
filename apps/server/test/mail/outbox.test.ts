import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { inTransaction } from '../../src/db/client.js';
import { enqueueMail } from '../../src/features/mail/index.js';
import { outboxMessage } from '../../src/features/mail/mail-worker.js';
import { claimDueMail } from '../../src/features/mail/outbox-queries.js';
import { createMailer } from '../../src/lib/mail.js';
import { createTestApp, type TestContext, uniqueName } from '../helpers.js';
import { startSmtpSink } from '../smtp-sink.js';

/**
 * Mail survives an SMTP outage (issue 25): every e-mail goes through the outbox table, written in
 * the transaction of its event, and is sent by the worker of whichever instance claims it, once.
 */
type Sink = Awaited<ReturnType<typeof startSmtpSink>>;
const cleanups: Array<() => Promise<void>> = [];
/** Closed after the apps, whose pooled SMTP connections would hold a sink's close up. */
const sinks: Sink[] = [];
const cleanUp = async () => {
  while (cleanups.length) await cleanups.pop()!();
  while (sinks.length) await sinks.pop()!.close();
};
afterEach(cleanUp);
afterAll(cleanUp);

/** A local port nothing listens on (an SMTP server that is down). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function appWithSmtp(port: number) {
  const ctx = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  cleanups.push(() => ctx.close());
  return ctx;
}

async function sink(port = 0) {
  const s = await startSmtpSink(port);
  sinks.push(s);
  return s;
}

const requestCode = (ctx: TestContext, email: string, ip = '10.60.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/global/sent-otp',
    payload: { email, type: 'register', lang: 'en' },
    remoteAddress: ip,
  });

const outboxRow = async (ctx: TestContext, recipient: string) =>
  (
    await ctx.db.execute<{ state: string; attempts: number; last_error: string | null }>(
      sql`SELECT state, attempts, last_error FROM mail_outbox WHERE recipient = ${recipient} ORDER BY id DESC LIMIT 1`,
    )
  ).rows[0];

const mailsTo = (s: Sink, to: string) => s.received.filter((m) => m.to.includes(to));

describe('mail outbox', () => {
  it('a code asked for while SMTP is down: the request succeeds, the code arrives once SMTP is back', async () => {
    const port = await closedPort();
    const ctx = await appWithSmtp(port);
    const email = `${uniqueName('down')}@example.test`;
    const res = await requestCode(ctx, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error_code: 0, message: 'otp_sent' });
    // The worker tried and failed; the mail waits for its next try.
    await expect.poll(async () => (await outboxRow(ctx, email)).last_error).toBeTruthy();
    expect(await outboxRow(ctx, email)).toMatchObject({ state: 'pending', attempts: 1 });

    const smtp = await sink(port);
    await expect
      .poll(() => mailsTo(smtp, email).length, { timeout: 20_000, interval: 200 })
      .toBe(1);
    const code = smtp.lastCode(email);
    const check = await ctx.app.inject({
      url: `/api/global/check-otp?email=${email}&otp=${code}`,
      remoteAddress: '10.60.0.2',
    });
    expect(check.json()).toMatchObject({ error_code: 0, message: 'OTP_OK' });
    expect(await outboxRow(ctx, email)).toMatchObject({ state: 'sent' });
    // The sent row keeps no code.
    const { rows } = await ctx.db.execute<{ text_body: string }>(
      sql`SELECT text_body FROM mail_outbox WHERE recipient = ${email}`,
    );
    expect(rows[0].text_body).toBe('');
  });

  it('a code that expired, or that a newer code replaced, before SMTP came back is not sent', async () => {
    const port = await closedPort();
    const ctx = await appWithSmtp(port);
    const expired = `${uniqueName('exp')}@example.test`;
    const replaced = `${uniqueName('rep')}@example.test`;
    expect((await requestCode(ctx, expired)).json().error_code).toBe(0);
    expect((await requestCode(ctx, replaced, '10.60.0.3')).json().error_code).toBe(0);
    await ctx.app.mailWorker.drain();
    // Ten minutes pass for the first; the second gets a newer code (past the resend interval).
    await ctx.db.execute(
      sql`UPDATE mail_outbox SET expires_at = now() - interval '1 second', next_attempt_at = now() WHERE recipient = ${expired}`,
    );
    await ctx.db.execute(
      sql`UPDATE otps SET created_at = created_at - interval '2 minutes' WHERE target = ${replaced}`,
    );
    expect((await requestCode(ctx, replaced, '10.60.0.4')).json().error_code).toBe(0);
    await ctx.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`);

    const smtp = await sink(port);
    // A worker round that tried the newer code while SMTP was still down may have set its next
    // attempt after the UPDATE above: wait for its retry rather than for one drain.
    await expect.poll(() => mailsTo(smtp, replaced).length, { timeout: 15_000 }).toBe(1);
    await ctx.app.mailWorker.drain();
    expect(mailsTo(smtp, expired)).toHaveLength(0);
    expect(mailsTo(smtp, replaced)).toHaveLength(1);
    const { rows } = await ctx.db.execute<{ recipient: string; state: string; last_error: string }>(
      sql`SELECT recipient, state, last_error FROM mail_outbox ORDER BY id`,
    );
    expect(rows).toEqual([
      { recipient: expired, state: 'dropped', last_error: 'expired' },
      { recipient: replaced, state: 'dropped', last_error: 'superseded' },
      { recipient: replaced, state: 'sent', last_error: null },
    ]);
  });

  it('mail is written with its event: a rolled-back transaction sends nothing', async () => {
    const smtp = await sink();
    const ctx = await appWithSmtp(Number(new URL(smtp.url).port));
    const to = `${uniqueName('rb')}@example.test`;
    const message = { to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await enqueueMail(tx, message, { kind: 'notice' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await inTransaction(ctx.db, (tx) =>
      enqueueMail(tx, { ...message, subject: 'Kept' }, { kind: 'notice' }),
    );
    await expect.poll(() => mailsTo(smtp, to).length).toBe(1);
    await ctx.app.mailWorker.drain();
    expect(mailsTo(smtp, to).map((m) => m.subject)).toEqual(['Kept']);
  });

  it('a worker never claims a code a newer one replaced, even when nobody dropped it first', async () => {
    const smtp = await sink();
    const ctx = await appWithSmtp(Number(new URL(smtp.url).port));
    await ctx.app.mailWorker.stop();
    const to = `${uniqueName('sup')}@example.test`;
    const mail = (subject: string) => ({ to, subject, text: subject, html: `<p>${subject}</p>` });
    // Another instance's round dropped dead mail before the newer code was written.
    await enqueueMail(ctx.db, mail('Old code'), { kind: 'code', supersedeKey: `otp:${to}` });
    await enqueueMail(ctx.db, mail('New code'), { kind: 'code', supersedeKey: `otp:${to}` });
    const claimed = await claimDueMail(ctx.db, 'racing-worker', 10, 300);
    expect(claimed.filter((m) => m.recipient === to).map((m) => m.subject)).toEqual(['New code']);
  });

  it('a row held by a worker that died is sent after its lease, not before', async () => {
    const smtp = await sink();
    const ctx = await appWithSmtp(Number(new URL(smtp.url).port));
    const held = `${uniqueName('held')}@example.test`;
    const dead = `${uniqueName('dead')}@example.test`;
    const mail = (to: string) => ({ to, subject: 'Lease', text: 'Lease', html: '<p>Lease</p>' });
    // Written outside this process's worker's notice, and claimed by "other instances" first.
    await ctx.app.mailWorker.stop();
    await enqueueMail(ctx.db, mail(held), { kind: 'notice' });
    await enqueueMail(ctx.db, mail(dead), { kind: 'notice' });
    expect(await claimDueMail(ctx.db, 'alive-worker', 1, 300)).toHaveLength(1);
    expect(await claimDueMail(ctx.db, 'dead-worker', 1, 0.5)).toHaveLength(1);
    const other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
    });
    cleanups.push(() => other.close());
    await other.ready();
    await new Promise((r) => setTimeout(r, 700));
    await other.mailWorker.drain();
    expect(mailsTo(smtp, dead)).toHaveLength(1);
    expect(mailsTo(smtp, held)).toHaveLength(0);
    expect(await outboxRow(ctx, held)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it('a mail sent again after its worker stopped mid-send is the same message (one Message-ID)', async () => {
    const smtp = await sink();
    const ctx = await appWithSmtp(Number(new URL(smtp.url).port));
    const to = `${uniqueName('again')}@example.test`;
    await ctx.app.mailWorker.stop();
    await enqueueMail(
      ctx.db,
      { to, subject: 'Again', text: 'Again', html: '<p>Again</p>' },
      { kind: 'notice' },
    );
    // A worker claims it, the SMTP server takes it, and the worker stops before marking it sent.
    const [claimed] = await claimDueMail(ctx.db, 'stopped-worker', 1, 0.5);
    // (Through a mailer of its own: stopping this app's worker closed the app's.)
    const mailer = createMailer(ctx.config, ctx.app.log);
    await mailer.send(outboxMessage(claimed));
    await mailer.close?.();
    // After the lease, another instance's worker sends it again.
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    cleanups.push(() => other.close());
    await other.ready();
    await expect.poll(() => mailsTo(smtp, to).length, { timeout: 10_000 }).toBe(2);
    const [first, second] = mailsTo(smtp, to);
    expect(first.messageId).toBe(`<outbox-${claimed.id}.${claimed.created}@rangkai.local>`);
    expect(claimed.created).toMatch(/^\d{20}$/);
    expect(second.messageId).toBe(first.messageId);
    expect(await outboxRow(ctx, to)).toMatchObject({ state: 'sent' });
  });

  it('two instances on one database deliver each mail once', async () => {
    const smtp = await sink();
    const ctx = await appWithSmtp(Number(new URL(smtp.url).port));
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    cleanups.push(() => other.close());
    await other.ready();
    const apps = [ctx.app, other];
    const emails = Array.from({ length: 24 }, () => `${uniqueName('two')}@example.test`);
    const replies = await Promise.all(
      emails.map((email, i) =>
        apps[i % 2].inject({
          method: 'POST',
          url: '/api/global/sent-otp',
          payload: { email, type: 'register' },
          remoteAddress: `10.61.0.${i + 1}`,
        }),
      ),
    );
    for (const r of replies) expect(r.json(), r.body).toMatchObject({ error_code: 0 });
    // Plus a batch written straight into the outbox, which both workers find by polling.
    const direct = Array.from({ length: 24 }, () => `${uniqueName('poll')}@example.test`);
    await inTransaction(ctx.db, async (tx) => {
      for (const to of direct)
        await enqueueMail(
          tx,
          { to, subject: 'Poll', text: 'Poll', html: '<p>Poll</p>' },
          {
            kind: 'notice',
          },
        );
    });
    const all = [...emails, ...direct];
    await expect
      .poll(() => all.filter((to) => mailsTo(smtp, to).length > 0).length, { timeout: 20_000 })
      .toBe(all.length);
    await Promise.all(apps.map((a) => a.mailWorker.drain()));
    await new Promise((r) => setTimeout(r, 1500)); // a poll round of each worker
    for (const to of all) expect(mailsTo(smtp, to), to).toHaveLength(1);
    expect(smtp.received).toHaveLength(all.length);
    const { rows } = await ctx.db.execute<{ state: string; n: number }>(
      sql`SELECT state, count(*)::int AS n FROM mail_outbox GROUP BY state`,
    );
    expect(rows).toEqual([{ state: 'sent', n: all.length }]);
  });
});
