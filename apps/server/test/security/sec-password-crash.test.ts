import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAs,
  SEC_PASSWORD,
  type TestContext,
} from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

async function member() {
  const m = await createTestMember(ctx);
  return { ...m, token: await loginAs(ctx, m.username) };
}

const checkSecPwd = (token: string, secPassword: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/member/checkSecPwd',
    headers: bearer(token),
    payload: { sec_password: secPassword },
  });

/**
 * What a process killed mid-check leaves behind: `n` tries reserved `ageSeconds` ago and never
 * settled (the reservation is taken before the password is hashed).
 */
async function abandonTries(memberId: number, n: number, ageSeconds: number) {
  await ctx.db.execute(sql`
    UPDATE members SET sec_pending = ARRAY(
      SELECT now() - make_interval(secs => ${ageSeconds}) - make_interval(secs => i / 1000.0)
      FROM generate_series(1, ${n}) AS i)
    WHERE id = ${memberId}`);
}

async function lockState(id: number) {
  const { rows } = await ctx.db.execute<{ fails: number; locked: boolean; pending: number }>(sql`
    SELECT sec_fail_count AS fails, coalesce(sec_locked_until > now(), false) AS locked,
           cardinality(sec_pending) AS pending
    FROM members WHERE id = ${id}`);
  return { fails: Number(rows[0].fails), locked: rows[0].locked, pending: Number(rows[0].pending) };
}

describe('security-password tries left by a dead process', () => {
  it('do not count after 30 s: the member who types it right is not locked', async () => {
    const m = await member();
    // Five checks killed mid-hash 31 s ago (kill -9 while they sent the right password).
    await abandonTries(m.id, 5, 31);
    const reply = await checkSecPwd(m.token, SEC_PASSWORD);
    expect(reply.json()).toMatchObject({ error_code: 0 });
    expect(await lockState(m.id)).toEqual({ fails: 0, locked: false, pending: 0 });
  });

  it('still hold their tries for 30 s: parallel guesses get only what is left', async () => {
    const m = await member();
    await abandonTries(m.id, 4, 5);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => checkSecPwd(m.token, `Wrong${i}ab`)),
    );
    const messages = replies.map((r) => r.json().message);
    expect(messages.filter((c) => c === 'INCORRECT_SEC_PASSWORD').length).toBeLessThanOrEqual(1);
    expect(
      messages.every((c) =>
        ['INCORRECT_SEC_PASSWORD', 'SEC_PASSWORD_LOCKED', 'TOO_MANY_REQUESTS'].includes(c),
      ),
    ).toBe(true);
  });

  it('leave the parallel-guessing limit whole: a burst after them gets at most five', async () => {
    const m = await member();
    await abandonTries(m.id, 5, 31);
    const replies = await Promise.all(
      Array.from({ length: 39 }, (_, i) => checkSecPwd(m.token, `Guess${i}ab`)),
    );
    const messages = replies.map((r) => r.json().message);
    expect(messages.filter((c) => c === 'INCORRECT_SEC_PASSWORD').length).toBeLessThanOrEqual(5);
    expect(await lockState(m.id)).toMatchObject({ locked: true, pending: 0 });
    expect((await checkSecPwd(m.token, SEC_PASSWORD)).json().message).toBe('SEC_PASSWORD_LOCKED');
  });

  it('a right password while wrong tries are in flight leaves their count to them', async () => {
    const m = await member();
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => checkSecPwd(m.token, `Wrong${i}cd`)),
      checkSecPwd(m.token, SEC_PASSWORD),
      ...Array.from({ length: 4 }, (_, i) => checkSecPwd(m.token, `Wrong${i}ef`)),
    ]);
    const wrong = replies.filter((r) => r.json().message === 'INCORRECT_SEC_PASSWORD').length;
    const state = await lockState(m.id);
    expect(state.pending).toBe(0);
    // Every wrong try checked after the last right one is still counted.
    expect(state.fails).toBeLessThanOrEqual(wrong);
    expect(state.locked).toBe(state.fails >= 5);
  });
});
