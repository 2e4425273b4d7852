import { malaysianStates } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../../src/lib/business-time.js';
import { bearer, createTestMember, fund, loginAs, SEC_PASSWORD } from '../helpers.js';
import { call, createMallTestApp, type MallContext, nextKey } from '../mall/support.js';

/**
 * A package purchase's receipt and its cooling-off period (issue 28, BUSINESS_RULES §13): the
 * statement with the last day to cancel (ten working days after the purchase, weekends and public
 * holidays skipped), the same day the package record shows; once cancelled, the receipt says so,
 * when, and what was refunded.
 */

const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;

let ctx: MallContext;
beforeAll(async () => {
  ctx = await createMallTestApp();
});
afterAll(() => ctx.close());

/** The receipt's text, one line per text line. */
async function receiptText(userPackageId: number, token: string) {
  const res = await ctx.app.inject({
    url: `/api/package/receipt?user_package_id=${userPackageId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/[ \t]+/g, ' ');
}

const day = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWorking = (date: string, holidays: Set<string>) =>
  weekday(date) !== 0 && weekday(date) !== 6 && !holidays.has(date);

/** The tenth working day after `date`, counted here on its own (the model of §13). */
function tenthWorkingDay(date: string, holidays: Set<string>) {
  let at = date;
  for (let n = 0; n < 10; ) {
    at = day(at, 1);
    if (isWorking(at, holidays)) n++;
  }
  return at;
}

async function holidays() {
  const { rows } = await ctx.db.execute<{ date: string }>(
    sql`SELECT to_char(date, 'YYYY-MM-DD') AS date FROM public_holidays`,
  );
  return new Set(rows.map((r) => r.date));
}

/** A member on Silver who upgrades to Gold with delivery to Sabah: RM 700 + RM 10 shipping. */
async function upgradedMember() {
  const m = await createTestMember(ctx, { stateId: SABAH, area: 'East', packageId: 2 });
  const token = await loginAs(ctx, m.username);
  await fund(ctx, m.username, 'point3', '1000.00');
  const res = await call(
    ctx,
    token,
    'POST',
    '/api/package/upgrade-package',
    {
      sec_password: SEC_PASSWORD,
      pay_type: 'point3',
      user_group_id: 3,
      self_pickup: 0,
      state: SABAH,
    },
    { 'idempotency-key': nextKey() },
  );
  expect(res.body.error_code, JSON.stringify(res.body)).toBe(0);
  return { ...m, token, purchase: res.body.data.user_package as { id: number } };
}

describe('the receipt of a package purchase in its cooling-off period', () => {
  it('shows the statement and the last day to cancel, holidays skipped, as the record does', async () => {
    const member = await upgradedMember();
    const today = businessDate();
    // A public holiday on the first working day of the period moves the last day one working day on.
    let holiday = day(today, 1);
    while (!isWorking(holiday, await holidays())) holiday = day(holiday, 1);
    const before = tenthWorkingDay(today, await holidays());
    await ctx.db.execute(
      sql`INSERT INTO public_holidays (date, name) VALUES (${holiday}, 'Test holiday') ON CONFLICT DO NOTHING`,
    );
    const lastDay = tenthWorkingDay(today, await holidays());
    expect(lastDay > before).toBe(true);

    const text = await receiptText(member.purchase.id, member.token);
    expect(text).toContain('THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS');
    const weekdayName = new Date(`${lastDay}T00:00:00Z`).toLocaleDateString('en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    expect(text).toContain(`Last day to cancel: ${lastDay} (${weekdayName})`);
    expect(text).not.toContain('CANCELLED');

    const records = await call(ctx, member.token, 'GET', '/api/package/get-user-package');
    const record = records.body.data.records.find(
      (r: { id: number }) => r.id === member.purchase.id,
    );
    expect(record).toMatchObject({
      cooling_off_until: lastDay,
      status: 'active',
      cancellable: true,
    });
    await ctx.db.execute(
      sql`DELETE FROM public_holidays WHERE date = ${holiday} AND name = 'Test holiday'`,
    );
  });

  it('a cancelled purchase: CANCELLED and when on top, the refund under the payment; the cancellation itself has no receipt', async () => {
    const member = await upgradedMember();
    const cancelled = await call(
      ctx,
      member.token,
      'POST',
      '/api/package/cancel-purchase',
      { user_package_id: member.purchase.id, sec_password: SEC_PASSWORD },
      { 'idempotency-key': nextKey() },
    );
    expect(cancelled.body.error_code, JSON.stringify(cancelled.body)).toBe(0);
    expect(cancelled.body.data.refund).toBe('710.00');

    const text = await receiptText(member.purchase.id, member.token);
    const stamp = /CANCELLED on (\d{4}-\d{2}-\d{2}) \d{2}:\d{2} \(Asia\/Kuala_Lumpur\)/.exec(text);
    expect(stamp?.[1]).toBe(businessDate(new Date(cancelled.body.data.user_package.cancelled_at)));
    expect(text).toMatch(
      /From Register wallet: RM 710\.00\s+Refunded to Register wallet: RM 710\.00/,
    );
    expect(text).toContain('THIS CONTRACT IS SUBJECT TO A COOLING-OFF PERIOD OF TEN WORKING DAYS');

    // The back-office's copy says the same.
    const admin = await ctx.app.inject({
      url: `/api/admin/user-packages/${member.purchase.id}/receipt`,
      headers: bearer(ctx.adminToken),
    });
    expect(admin.statusCode).toBe(200);

    // The cancellation's own row is no sale: no receipt for the member, unknown to operators.
    const { rows } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM user_packages WHERE cancels_id = ${member.purchase.id}`,
    );
    expect(rows).toHaveLength(1);
    const own = await ctx.app.inject({
      url: `/api/package/receipt?user_package_id=${rows[0].id}`,
      headers: bearer(member.token),
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().data).toEqual({ user_package_id: 'NO_PERMISSION' });
    const operator = await ctx.app.inject({
      url: `/api/admin/user-packages/${rows[0].id}/receipt`,
      headers: bearer(ctx.adminToken),
    });
    expect(operator.statusCode).toBe(404);
  });
});
