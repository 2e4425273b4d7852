import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestContext, createAdminTestApp } from './admin/support.js';
import { bearer, createTestMember, loginAs, multipart } from './helpers.js';

let ctx: AdminTestContext;
let image: Buffer;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

let clients = 0;
const address = () => {
  clients++;
  return `10.66.${(clients >> 8) & 255}.${clients & 255}`;
};

async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

function send(token: string, url: string, fields: Record<string, string>, images = 0) {
  const files = Object.fromEntries(
    Array.from({ length: images }, (_, i) => [
      `image${i + 1}`,
      { name: `shot${i}.png`, type: 'image/png', bytes: image },
    ]),
  );
  const form = multipart(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
    remoteAddress: address(),
  });
}

const stored = () => {
  const dir = path.join(ctx.config.uploadsDir, 'tickets');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

describe('support tickets', () => {
  it('a member asks with an image, support replies, the member is told and answers; staff close it', async () => {
    const m = await member();
    const created = await send(
      m.token,
      '/api/ticket/create-ticket',
      {
        title: 'Parcel not arrived',
        body: 'My starter kit has not arrived yet.',
      },
      1,
    );
    expect(created.json(), created.body).toMatchObject({
      error_code: 0,
      data: { title: 'Parcel not arrived', status: 'pending', messages: 1 },
    });
    const ticket = created.json().data;
    const [question] = ticket.conversation;
    expect(question).toMatchObject({
      author: 'member',
      author_name: m.username,
      attachments: [`/api/ticket/attachment/${question.id}/0`],
    });
    const own = await ctx.app.inject({ url: question.attachments[0], headers: bearer(m.token) });
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toContain('no-store');

    // The support inbox lists it; support replies with an image.
    const inbox = await ctx.app.inject({
      url: '/api/admin/tickets?status=pending',
      headers: bearer(ctx.supportToken),
    });
    expect(inbox.json().data.records.map((t: { id: number }) => t.id)).toContain(ticket.id);
    const staffView = await ctx.app.inject({
      url: `/api/admin/tickets/${ticket.id}`,
      headers: bearer(ctx.supportToken),
    });
    const staffImage = await ctx.app.inject({
      url: staffView.json().data.conversation[0].attachments[0],
      headers: bearer(ctx.supportToken),
    });
    expect(staffImage.statusCode).toBe(200);
    const replied = await send(
      ctx.supportToken,
      `/api/admin/tickets/${ticket.id}/reply`,
      { body: 'It ships today.' },
      1,
    );
    expect(replied.json().data).toMatchObject({ status: 'replied', messages: 2 });

    const details = await ctx.app.inject({
      url: `/api/ticket/ticket-details?ticket_id=${ticket.id}`,
      headers: bearer(m.token),
    });
    const reply = details.json().data.conversation[1];
    expect(reply).toMatchObject({ author: 'staff', body: 'It ships today.' });
    expect(reply.attachments[0]).toBe(`/api/ticket/attachment/${reply.id}/0`);
    const notes = await ctx.app.inject({
      url: '/api/news/UserNotification',
      headers: bearer(m.token),
    });
    expect(notes.json().data.records[0]).toMatchObject({
      type: 'ticket_replied',
      params: { ticket_id: String(ticket.id), title: 'Parcel not arrived' },
    });

    const again = await send(m.token, '/api/ticket/reply-ticket', {
      ticket_id: String(ticket.id),
      body: 'Thanks!',
    });
    expect(again.json().data).toMatchObject({ status: 'pending', messages: 3 });
    const closed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/tickets/${ticket.id}/close`,
      headers: bearer(ctx.adminToken),
    });
    expect(closed.json().data.status).toBe('closed');
    const late = await send(m.token, '/api/ticket/reply-ticket', {
      ticket_id: String(ticket.id),
      body: 'One more thing',
    });
    expect(late.json().message).toBe('INVALID_STATE');
    const list = await ctx.app.inject({ url: '/api/ticket/get-ticket', headers: bearer(m.token) });
    expect(list.json().data.records[0]).toMatchObject({
      id: ticket.id,
      status: 'closed',
      messages: 3,
    });
    const audit = await ctx.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target_type = 'ticket' AND target_id = ${String(ticket.id)} ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['ticket.reply', 'ticket.close']);
  });

  it('refuses bad messages, keeping no files; another member sees nothing of it', async () => {
    const m = await member();
    const before = stored();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '', body: 'x' }, 'REQUIRED', 'title'],
      [{ title: 't', body: ' ' }, 'REQUIRED', 'body'],
      [{ title: 'x'.repeat(121), body: 'b' }, 'VALIDATION_ERROR', 'title'],
    ];
    for (const [fields, code, field] of cases) {
      const res = await send(m.token, '/api/ticket/create-ticket', fields, 1);
      expect(res.json(), field).toMatchObject({ message: code, data: { [field]: code } });
    }
    const notImage = multipart(
      { title: 't', body: 'b' },
      { image1: { name: 'a.png', type: 'image/png', bytes: Buffer.from('hello') } },
    );
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/ticket/create-ticket',
      headers: { ...bearer(m.token), ...notImage.headers },
      payload: notImage.payload,
      remoteAddress: address(),
    });
    expect(bad.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { image1: 'VALIDATION_ERROR' },
    });
    expect(stored()).toBe(before);
    expect(
      (await ctx.app.inject({ url: '/api/ticket/get-ticket', headers: bearer(m.token) })).json()
        .data.total,
    ).toBe(0);

    const mine = (
      await send(m.token, '/api/ticket/create-ticket', { title: 'Private', body: 'Mine' }, 1)
    ).json().data;
    const outsider = await member();
    const seen = await ctx.app.inject({
      url: `/api/ticket/ticket-details?ticket_id=${mine.id}`,
      headers: bearer(outsider.token),
    });
    expect(seen.statusCode).toBe(404);
    const image = await ctx.app.inject({
      url: mine.conversation[0].attachments[0],
      headers: bearer(outsider.token),
    });
    expect(image.statusCode).toBe(404);
    const answer = await send(outsider.token, '/api/ticket/reply-ticket', {
      ticket_id: String(mine.id),
      body: 'hijack',
    });
    expect(answer.statusCode).toBe(404);
    const after = await ctx.app.inject({
      url: `/api/ticket/ticket-details?ticket_id=${mine.id}`,
      headers: bearer(m.token),
    });
    expect(after.json().data.messages).toBe(1);
    expect((await ctx.app.inject({ url: '/api/ticket/get-ticket' })).statusCode).toBe(401);
  });
});
