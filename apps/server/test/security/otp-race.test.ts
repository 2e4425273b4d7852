import { OTP_MAX_TRIES } from '@rangkai/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodeHash } from '../../src/features/otp/index.js';
import { createTestApp, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** A live registration code for `email`, stored as sending one stores it. */
async function liveCode(email: string, code: string) {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO otps (purpose, target, code_hash, expires_at)
    VALUES ('register', ${email}, 'pending', now() + interval '10 minutes') RETURNING id`);
  const id = Number(rows[0].id);
  await ctx.db.execute(sql`UPDATE otps SET code_hash = ${otpCodeHash(id, code)} WHERE id = ${id}`);
}

let addresses = 0;
const check = (email: string, otp: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/global/check-otp?email=${encodeURIComponent(email)}&otp=${otp}`,
    remoteAddress: `10.70.${addresses >> 8}.${addresses++ & 255}`,
  });

describe('e-mail code tries', () => {
  it('10 wrong codes and the right one in one burst: at most five tries, however they arrive', async () => {
    // The right code sent last, first and in between, several rounds each.
    for (const position of [10, 10, 10, 0, 0, 5, 3, 10]) {
      const email = `race${position}x${addresses}@example.test`;
      const code = '424242';
      await liveCode(email, code);
      const codes = Array.from({ length: 10 }, (_, i) => `10000${i}`);
      codes.splice(position, 0, code);
      const replies = await Promise.all(codes.map((otp) => check(email, otp)));
      const messages = replies.map((r) => r.json().message);
      const rightAccepted = messages[position] === 'OTP_OK';
      expect(messages.filter((m) => m === 'OTP_OK').length).toBe(rightAccepted ? 1 : 0);
      expect(messages.filter((m) => m !== 'OTP_OK').every((m) => m === 'INCORRECT_OTP')).toBe(true);
      // Five wrong codes were checked, no more: the code is dead after the burst.
      const { rows } = await ctx.db.execute<{ tries: number }>(
        sql`SELECT tries FROM otps WHERE target = ${email}`,
      );
      expect(Number(rows[0].tries)).toBe(OTP_MAX_TRIES);
      expect((await check(email, code)).json().message).toBe('INCORRECT_OTP');
    }
  });

  it('a right code does not use up a try: check, then register, after four wrong ones', async () => {
    const email = `honest${addresses}@example.test`;
    await liveCode(email, '135790');
    for (let i = 0; i < OTP_MAX_TRIES - 1; i++)
      expect((await check(email, `99999${i}`)).json().message).toBe('INCORRECT_OTP');
    expect((await check(email, '135790')).json().message).toBe('OTP_OK');
    expect((await check(email, '135790')).json().message).toBe('OTP_OK');
    expect((await check(email, '999999')).json().message).toBe('INCORRECT_OTP');
    expect((await check(email, '135790')).json().message).toBe('INCORRECT_OTP');
  });
});
