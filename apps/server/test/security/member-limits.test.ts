import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createTestMember, loginAs, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Limits on what a signed-in member does count per member, not per address: members behind one
 * carrier-grade NAT address each get the whole budget. The bodies are empty on purpose (refused
 * as bad input): a limit counts every request that reaches the route.
 */
const routes: { method: 'GET' | 'POST'; url: string; max: number }[] = [
  { method: 'POST', url: '/api/member/UserKyc', max: 10 },
  { method: 'POST', url: '/api/wallet/deposit', max: 10 },
  { method: 'POST', url: '/api/wallet/withdrawCash', max: 30 },
  { method: 'POST', url: '/api/member/user-bank', max: 20 },
  { method: 'POST', url: '/api/ticket/create-ticket', max: 10 },
  { method: 'POST', url: '/api/ticket/reply-ticket', max: 30 },
  { method: 'POST', url: '/api/package/upgrade-package', max: 30 },
  { method: 'POST', url: '/api/member/register-member', max: 30 },
  { method: 'POST', url: '/api/member/change-password', max: 10 },
  { method: 'GET', url: '/api/member/my-data', max: 5 },
  { method: 'GET', url: '/api/mall/receipt', max: 30 },
  { method: 'GET', url: '/api/package/receipt', max: 30 },
];

describe('limits on signed-in actions', () => {
  it.each(routes)(
    '$url counts per member: two members on one address each get $max',
    async ({ method, url, max }) => {
      const [a, b] = [await createTestMember(ctx), await createTestMember(ctx)];
      const tokens = [await loginAs(ctx, a.username), await loginAs(ctx, b.username)];
      const send = (token: string) =>
        ctx.app.inject({
          method,
          url,
          headers: bearer(token),
          remoteAddress: '10.90.0.1',
          ...(method === 'POST' ? { payload: {} } : {}),
        });
      const statuses = async (token: string, n: number) => {
        const codes: number[] = [];
        for (let i = 0; i < n; i++) codes.push((await send(token)).statusCode);
        return codes;
      };
      const first = await statuses(tokens[0], max);
      const second = await statuses(tokens[1], max);
      expect(first.filter((c) => c === 429)).toEqual([]);
      expect(second.filter((c) => c === 429)).toEqual([]);
      // Each member's own budget still ends, whichever session or address they use.
      const again = await loginAs(ctx, a.username);
      expect((await send(again)).statusCode).toBe(429);
    },
  );

  it('counts per address before login', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/global/checkRef?ref=NOPE1234',
            remoteAddress: '10.90.0.2',
          })
        ).statusCode,
      );
    expect(codes.slice(0, 60).includes(429)).toBe(false);
    expect(codes[60]).toBe(429);
  });
});
