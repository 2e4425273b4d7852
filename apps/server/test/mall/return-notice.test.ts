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
 * a mail in their language) with the order's reference and the amount refunded, once. §12: a
 * processing order the back-office cancels is refunded at once, and the member told likewise,
 * with the reason given.
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

/** A member's collection order of one 50.00 tea paid from point4, still processing. */
async function processingOrder(locale: string) {
  const { product } = await createProduct(ctx, { stock: 5 });
  const m = await shopper(ctx);
  await ctx.db.update(members).set({ locale }).where(eq(members.id, m.id));
  const { orderId, total } = await collectionOrder(ctx, m, product, {
    wallet: 'point4',
    payment: 'credit',
    quantity: 1,
  });
  return { m, orderId, total };
}

/** The same order, ready for collection, its return requested by the member. */
async function readyOrder(locale: string) {
  const { m, orderId, total } = await processingOrder(locale);
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

const noticesOf = (memberId: number, type = 'order_returned') =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), eq(notifications.type, type)));

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

describe('an order the back-office cancels', () => {
  it('tells the member, once, with the reference, the reason and the refund', async () => {
    const { m, orderId, total } = await processingOrder('en');
    expect(total).toBe('50.00');
    const key = nextKey();
    const body = { action: 'cancel', note: 'out of stock at the supplier' };
    const cancelled = await adminAction(orderId, body, key);
    expect(cancelled.body.data.status).toBe('cancelled');
    await adminAction(orderId, body, key);
    const refNo = cancelled.body.data.ref_no as string;

    const notices = await noticesOf(m.id, 'order_cancelled');
    expect(notices).toHaveLength(1);
    expect(notices[0].params).toEqual({
      order_id: String(orderId),
      ref_no: refNo,
      amount: '50.00',
      reason: 'out of stock at the supplier',
    });
    const subject = 'Your order was cancelled and refunded';
    expect(await mailsTo(`${m.username}@example.test`, subject)).toEqual([{ kind: 'notice' }]);
    const mail = noticeMail('a@example.test', 'Ali', 'en', {
      kind: 'order_cancelled',
      ref: refNo,
      amount: '50.00',
      reason: 'out of stock at the supplier',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`${refNo}: out of stock at the supplier`);
    expect(mail.text).toContain('MYR 50.00');
  });

  it("needs a reason (refused: nothing told), then mails in the member's language", async () => {
    const { m, orderId } = await processingOrder('zh');
    const refused = await adminAction(orderId, { action: 'cancel' });
    expect(refused.body.error_code).not.toBe(0);
    expect(await noticesOf(m.id, 'order_cancelled')).toEqual([]);

    const cancelled = await adminAction(orderId, { action: 'cancel', note: '缺货' });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await noticesOf(m.id, 'order_cancelled')).toHaveLength(1);
    const subject = '您的订单已取消并退款';
    expect(await mailsTo(`${m.username}@example.test`, subject)).toHaveLength(1);
    const refNo = cancelled.body.data.ref_no as string;
    const mail = noticeMail('a@example.test', 'Ali', 'zh', {
      kind: 'order_cancelled',
      ref: refNo,
      amount: '50.00',
      reason: '缺货',
    });
    expect(mail.text).toContain(`${refNo}：缺货。MYR 50.00`);
  });
});
