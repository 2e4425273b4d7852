import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, notifications } from '../../src/db/schema/index.js';
import { noticeMail } from '../../src/features/notifications/notice-mail.js';
import {
  call,
  collectionOrder,
  createMallTestApp,
  createProduct,
  type MallContext,
  nextKey,
  shopper,
} from './support.js';

/**
 * BUSINESS_RULES §13: a shipped mall order a member cancelled in its cooling-off period is
 * refunded when an administrator marks it returned; the member is told then (a notification and
 * a mail in their language) with the order's reference and the amount refunded, once.
 */
let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

const adminAction = (orderId: number, body: Record<string, unknown>, key = nextKey()) =>
  call(ctx, ctx.adminToken, 'POST', `/api/admin/orders/${orderId}/action`, body, {
    'idempotency-key': key,
  });

/** A member's collection order of one 50.00 tea paid from point4, ready for collection. */
async function readyOrder(locale: string) {
  const { product } = await createProduct(ctx, { stock: 5 });
  const m = await shopper(ctx);
  await ctx.db.update(members).set({ locale }).where(eq(members.id, m.id));
  const { orderId, total } = await collectionOrder(ctx, m, product, {
    wallet: 'point4',
    payment: 'credit',
    quantity: 1,
  });
  const ready = await adminAction(orderId, { action: 'ready_for_collection' });
  expect(ready.body.data.status).toBe('ready_for_collection');
  const requested = await call(
    ctx,
    m.token,
    'POST',
    '/api/mall/cancelOrder',
    { sec_password: m.secPassword, reason: 'wrong size', order_id: orderId },
    { 'idempotency-key': nextKey() },
  );
  expect(requested.body.data.order.status).toBe('return_requested');
  return { m, orderId, refNo: ready.body.data.ref_no as string, total };
}

const noticesOf = (memberId: number) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, 'order_returned')));

/** The member's mails of the outbox with `subject` (a sent one's body is wiped: not read here). */
async function mailsTo(email: string, subject: string) {
  const { rows } = await ctx.db.execute<{ kind: string }>(
    sql`SELECT kind FROM mail_outbox WHERE recipient = ${email} AND subject = ${subject} ORDER BY id`,
  );
  return rows;
}

describe('a return marked returned', () => {
  it('tells the member, once, with the reference and the refund (notification and mail)', async () => {
    const { m, orderId, refNo, total } = await readyOrder('en');
    expect(total).toBe('50.00');
    expect(await noticesOf(m.id)).toEqual([]);

    const key = nextKey();
    const returned = await adminAction(orderId, { action: 'mark_returned', note: 'box back' }, key);
    expect(returned.body.data.status).toBe('returned');
    await adminAction(orderId, { action: 'mark_returned', note: 'box back' }, key);

    const notices = await noticesOf(m.id);
    expect(notices).toHaveLength(1);
    expect(notices[0].params).toEqual({
      order_id: String(orderId),
      ref_no: refNo,
      amount: '50.00',
    });
    const listed = await call(ctx, m.token, 'GET', '/api/news/UserNotification');
    expect(listed.body.data.records[0]).toMatchObject({
      type: 'order_returned',
      params: { ref_no: refNo, amount: '50.00' },
      read: false,
    });

    const subject = 'Return received, order refunded';
    expect(await mailsTo(`${m.username}@example.test`, subject)).toEqual([{ kind: 'notice' }]);
    const mail = noticeMail('a@example.test', 'Ali', 'en', {
      kind: 'order_returned',
      ref: refNo,
      amount: '50.00',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(refNo);
    expect(mail.text).toContain('MYR 50.00');
  });

  it("mails in the member's language", async () => {
    const { m, orderId, refNo } = await readyOrder('ms');
    expect((await adminAction(orderId, { action: 'mark_returned' })).body.error_code).toBe(0);
    const subject = 'Pemulangan diterima, pesanan dikembalikan wang';
    expect(await mailsTo(`${m.username}@example.test`, subject)).toHaveLength(1);
    const mail = noticeMail('a@example.test', 'Ali', 'ms', {
      kind: 'order_returned',
      ref: refNo,
      amount: '50.00',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(refNo);
    expect(mail.text).toContain('MYR 50.00');
  });
});
