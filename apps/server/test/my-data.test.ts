import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  fund,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
} from './helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('gives a member everything held about them, without secrets; audited; nobody else’s', async () => {
  const m = await createTestMember(ctx);
  const other = await createTestMember(ctx);
  const token = await loginAs(ctx, m.username);
  await fund(ctx, m.username, 'point1', '40');
  const moved = await ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/wallet-transafer',
    headers: bearer(token),
    payload: {
      transfer_type: 'point1',
      username: other.username,
      amount: '5',
      sec_password: SEC_PASSWORD,
    },
  });
  expect(moved.json().error_code).toBe(0);

  const res = await ctx.app.inject({ url: '/api/member/my-data', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  const doc = res.json().data;
  expect(doc.profile).toMatchObject({ id: m.id, username: m.username, email: m.email });
  for (const secret of ['password_hash', 'sec_password_hash', 'sec_fail_count'])
    expect(doc.profile).not.toHaveProperty(secret);
  expect(res.body).not.toContain('scrypt$');
  expect(doc.trees.sponsor.username).toBe('root');
  expect(doc.wallets.point1).toBe(3500);
  expect(doc.ledger_lines.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual(
    [
      ['adjustment', 4000],
      ['transfer', -500],
    ],
  );
  for (const key of [
    'purchases',
    'orders',
    'bonuses',
    'kyc_submissions',
    'deposits',
    'withdrawals',
    'notifications',
  ])
    expect(Array.isArray(doc[key]), key).toBe(true);
  // The other member's notification of the transfer is theirs, not in this export.
  expect(doc.notifications).toEqual([]);

  const audit = await ctx.db.execute<{ member_id: number }>(
    sql`SELECT member_id FROM audit_log WHERE action = 'member.data_export'`,
  );
  expect(audit.rows.map((r) => Number(r.member_id))).toEqual([m.id]);
  expect((await ctx.app.inject({ url: '/api/member/my-data' })).statusCode).toBe(401);
});
