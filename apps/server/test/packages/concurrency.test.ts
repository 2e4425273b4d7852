import { malaysianStates } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { inSubtree, verifyTrees } from '../../src/features/genealogy/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
  uniqueName,
} from '../helpers.js';

/**
 * 50 purchases at once (PostgreSQL with TEST_DATABASE_URL; serialised on the embedded database):
 * on-behalf registrations by a few registrants whose point3 covers only some of them, racing for
 * the same spillover slots and the same explicit slot, beside upgrades sent twice with and without
 * a key. Afterwards every success was charged once, every refusal nothing, no wallet is negative,
 * the ledger's self-audit is clean and both trees are valid.
 */
const SABAH = malaysianStates.findIndex((s) => s.name === 'Sabah') + 1;
const SILVER_WITH_SHIPPING = 31_000n;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function point3(memberId: number) {
  const { rows } = await ctx.db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM accounts WHERE member_id = ${memberId} AND wallet = 'point3'`,
  );
  return BigInt(rows[0].balance);
}

it('charges each of 50 racing purchases once and keeps both trees valid', {
  timeout: 300_000,
}, async () => {
  type Buyer = Awaited<ReturnType<typeof createTestMember>> & { token: string };
  const registrants: Buyer[] = [];
  for (let i = 0; i < 4; i++) {
    const r = await createTestMember(ctx, { stateId: SABAH, area: 'East' });
    await ctx.db.update(members).set({ packageId: 3 }).where(eq(members.id, r.id));
    // Enough for 6 registrations each (Silver 300.00 + 10.00 shipping to Sabah), not for 8.
    await fund(ctx, r.username, 'point3', '1860.00');
    const token = await loginAs(ctx, r.username);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/checkSecPwd',
      payload: { sec_password: SEC_PASSWORD },
      headers: bearer(token),
    });
    expect(check.statusCode).toBe(200);
    registrants.push({ ...r, token });
  }
  const upgraders: Buyer[] = [];
  for (let i = 0; i < 9; i++) {
    const m = await createTestMember(ctx, { stateId: SABAH, area: 'East' });
    await fund(ctx, m.username, 'point3', '310.00');
    upgraders.push({ ...m, token: await loginAs(ctx, m.username) });
  }

  const register = (r: (typeof registrants)[number], overrides: object = {}) => {
    const username = uniqueName('rc');
    return ctx.app.inject({
      method: 'POST',
      url: '/api/member/register-member',
      headers: bearer(r.token),
      // Each member from their own device (the per-address limit is tested elsewhere).
      remoteAddress: `10.88.0.${r.id % 250}`,
      payload: {
        username,
        fullname: `Racer ${username}`,
        ic: `RC${Math.floor(Math.random() * 1e12)}`,
        contact_number: '+60123456789',
        email: `${username}@example.test`,
        country_id: 2,
        ref_id: r.username,
        group_type: 1,
        user_group: 2,
        password: 'Racer12345',
        password_confirmation: 'Racer12345',
        sec_password: 'RacerSec12',
        state: SABAH,
        address: '1 Jalan Gaya',
        ...overrides,
      },
    });
  };
  const requests: Promise<{ kind: string; who: number; statusCode: number; body: string }>[] = [];
  const tag = (kind: string, who: number, p: ReturnType<typeof register>) =>
    requests.push(p.then((res) => ({ kind, who, statusCode: res.statusCode, body: res.body })));
  // 32 registrations: 8 per registrant (only 6 affordable), half on the left spillover leg, half
  // on the right; two of each registrant's ask for the same explicit slot under them.
  registrants.forEach((r) => {
    for (let i = 0; i < 8; i++) {
      const placement = i < 2 ? { jid: r.id, group_type: 2 } : { group_type: (i % 2) + 1 };
      tag('register', r.id, register(r, placement));
    }
  });
  // 18 upgrades: each of 9 members twice at once (one with a key sent twice, one without).
  upgraders.forEach((m, i) => {
    for (let k = 0; k < 2; k++)
      tag(
        'upgrade',
        m.id,
        ctx.app.inject({
          method: 'POST',
          url: '/api/package/upgrade-package',
          remoteAddress: `10.89.0.${m.id % 250}`,
          headers: { ...bearer(m.token), ...(i % 2 ? { 'idempotency-key': `race-${m.id}` } : {}) },
          payload: { user_group_id: 2, sec_password: SEC_PASSWORD, state: SABAH },
        }),
      );
  });
  expect(requests).toHaveLength(50);
  const results = await Promise.all(requests);
  for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);

  // Registrants: 6 of 8 went through (money ran out), at most one took the explicit slot.
  for (const r of registrants) {
    const mine = results.filter((x) => x.kind === 'register' && x.who === r.id);
    const ok = mine.filter((x) => x.statusCode === 200);
    const refusals = mine
      .filter((x) => x.statusCode !== 200)
      .map((x) => JSON.parse(x.body).message);
    expect(refusals.every((m) => m === 'INSUFFICIAN_BALANCE' || m === 'PLACEMENT_TAKEN')).toBe(
      true,
    );
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_packages WHERE paid_by_member_id = ${r.id} AND kind = 'register'`,
    );
    expect(Number(rows[0].n)).toBe(ok.length);
    expect(ok.length).toBeLessThanOrEqual(6);
    expect(await point3(r.id)).toBe(186_000n - BigInt(ok.length) * SILVER_WITH_SHIPPING);
  }
  // Upgraders: exactly one upgrade each, charged once.
  for (const m of upgraders) {
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM user_packages WHERE member_id = ${m.id}`,
    );
    expect(Number(rows[0].n)).toBe(1);
    expect(await point3(m.id)).toBe(0n);
  }

  const negative = await ctx.db.execute(
    sql`SELECT id FROM accounts WHERE member_id IS NOT NULL AND balance < 0`,
  );
  expect(negative.rows).toHaveLength(0);
  expect((await verifyLedger(ctx.db)).ok).toBe(true);
  // Both trees: labels nested exactly as the parent pointers, each placement parent in its
  // sponsor's placement subtree; at most one member per leg (the unique index); every purchase has
  // its order and no order is doubled.
  expect(await verifyTrees(ctx.db)).toEqual([]);
  const outside = await ctx.db.execute(sql`
    SELECT c.id FROM members c WHERE c.sponsor_id IS NOT NULL
      AND NOT ${inSubtree('placement', sql`c.sponsor_id`, sql`c.placement_parent_id`)}`);
  expect(outside.rows).toHaveLength(0);
  const doubled = await ctx.db.execute(sql`
    SELECT placement_parent_id, group_type FROM members WHERE placement_parent_id IS NOT NULL
    GROUP BY 1, 2 HAVING count(*) > 1`);
  expect(doubled.rows).toHaveLength(0);
  const orphans = await ctx.db.execute(sql`
    SELECT up.id FROM user_packages up LEFT JOIN orders o ON o.user_package_id = up.id
    WHERE o.id IS NULL`);
  expect(orphans.rows).toHaveLength(0);
});
