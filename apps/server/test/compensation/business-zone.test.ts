import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { closeBusinessDate } from '../../src/features/compensation/close.js';
import { currentBusinessDate } from '../../src/features/compensation/current-business-date.js';
import { businessDate } from '../../src/lib/business-time.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

/**
 * Issue 25, hole 12: one business time zone from configuration (TZ_BUSINESS) everywhere — the
 * date a purchase belongs to, its order number and the close — not Asia/Kuala_Lumpur wherever it
 * was written down. The zone is one whose date differs from Kuala Lumpur's right now (two zones
 * without daylight saving, 25 hours apart, so one of them always does).
 */

const KL = 'Asia/Kuala_Lumpur';
const ZONES = { 'Pacific/Kiritimati': '+14:00', 'Pacific/Pago_Pago': '-11:00' } as const;
const dateIn = (zone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
const zone = (Object.keys(ZONES) as (keyof typeof ZONES)[]).find((z) => dateIn(z) !== dateIn(KL))!;
const SELANGOR = malaysianStates.findIndex((s) => s.name === 'Selangor') + 1;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { TZ_BUSINESS: zone } });
});
afterAll(async () => {
  await ctx.close();
});

describe(`TZ_BUSINESS=${zone}`, () => {
  it("dates a purchase, its order and the close by the configured zone's calendar", async () => {
    const today = dateIn(zone);
    expect(today).not.toBe(dateIn(KL));
    expect(businessDate()).toBe(today);
    expect(await currentBusinessDate(ctx.db)).toBe(today);

    const m = await createTestMember(ctx, { stateId: SELANGOR, area: 'West' });
    await ctx.db.update(members).set({ packageId: 2 }).where(eq(members.id, m.id));
    await fund(ctx, m.username, 'point3', '1000.00');
    const token = await loginAs(ctx, m.username);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/package/upgrade-package',
      headers: bearer(token),
      payload: {
        sec_password: SEC_PASSWORD,
        pay_type: 'point3',
        user_group_id: 3,
        self_pickup: 0,
        state: SELANGOR,
      },
    });
    expect(res.json().error_code, res.body).toBe(0);
    const { rows } = await ctx.db.execute<{ day: string; ref_no: string }>(sql`
      SELECT u.business_date::text AS day, o.ref_no
        FROM user_packages u JOIN orders o ON o.member_id = u.member_id
       WHERE u.member_id = ${m.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].day).toBe(today);
    expect(rows[0].ref_no).toContain(today.replaceAll('-', ''));

    // The date ends at midnight in the zone: not a second before.
    const midnight = Date.parse(`${today}T00:00:00${ZONES[zone]}`) + 86_400_000;
    await expect(
      closeBusinessDate(ctx.db, today, { trigger: 'cli', now: new Date(midnight - 1000) }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    const closed = await closeBusinessDate(ctx.db, today, {
      trigger: 'cli',
      now: new Date(midnight + 1000),
    });
    expect(closed).toMatchObject({ businessDate: today, closed: true, purchases: 1 });
  });
});
