import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { closeBusinessDate } from '../../src/features/compensation/index.js';
import { rebuildTrees } from '../../src/features/genealogy/index.js';
import { verifyLedger } from '../../src/features/wallet/verify-ledger.js';
import { createTestApp, type TestContext } from '../helpers.js';

/**
 * A close pays its credits in batches, each its own transaction (issue 27). Stopped after two
 * batches, the date is closed and two batches are paid; the next close pays the rest from the
 * third batch on, and the outcome is to the sen the one of a close never stopped: the same bonus
 * records, journals, balances and notices, nothing paid twice.
 */
const DATE = '2025-06-02';
const MEMBERS = 400;
const after = new Date(Date.parse(`${DATE}T00:00:00+08:00`) + 86_400_000);

/** Root's downline as a complete binary tree; every third member buys a package on DATE. */
async function buildNetwork(db: Db) {
  await db.execute(sql`
    INSERT INTO members (id, username, member_code, fullname, country_id, password_hash,
      sponsor_id, placement_parent_id, group_type, package_id)
    SELECT g.id, 'c' || g.id, 'C' || g.id, 'Close ' || g.id, 2, 'x', g.id / 2, g.id / 2,
      1 + g.id % 2, CASE WHEN g.id % 3 = 0 THEN 2 + g.id % 4 ELSE 1 END
    FROM generate_series(2, ${MEMBERS}) AS g(id)`);
  await db.execute(sql`SELECT setval('members_id_seq', ${MEMBERS})`);
  await db.transaction((tx) => rebuildTrees(tx));
  await db.execute(sql`
    INSERT INTO accounts (member_id, wallet)
    SELECT m.id, w FROM members m, unnest(ARRAY['point1','point2','point3','point4']) AS w WHERE m.id > 1`);
  await db.execute(sql`
    INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id, to_package_id,
      amount_sen, bv_sen, shipping_sen, business_date)
    SELECT m.id, m.id, 'upgrade', 1, m.package_id, p.price_sen, p.bv_sen, 0, ${DATE}::date
    FROM members m JOIN packages p ON p.id = m.package_id WHERE m.id > 1 AND m.package_id > 1`);
}

/** Everything a close writes for members, in a comparable form. */
async function outcome(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await db.execute<Record<string, unknown>>(query)).rows;
  return {
    bonuses: await rows(sql`
      SELECT member_id, bonus_type, amount_sen::text, point1_sen::text, point4_sen::text,
             source_member_id, details::text
        FROM bonuses ORDER BY member_id, bonus_type, amount_sen, source_member_id, details::text`),
    journals: await rows(sql`
      SELECT type, reference, count(*)::int AS n FROM journals GROUP BY type, reference
       ORDER BY type, reference`),
    balances: await rows(sql`
      SELECT member_id, wallet, balance::text FROM accounts WHERE balance <> 0
       ORDER BY member_id, wallet`),
    notices: await rows(sql`
      SELECT member_id, params::text FROM notifications WHERE type = 'bonus_credited'
       ORDER BY member_id`),
    volumes: await rows(sql`
      SELECT member_id, total_left_sen::text, total_right_sen::text, carry_left_sen::text,
             carry_right_sen::text FROM member_volumes ORDER BY member_id`),
  };
}

const count = async (db: Db, table: string) =>
  Number(
    (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))
      .rows[0].n,
  );

describe('a close paying in batches', () => {
  let stopped: TestContext;
  let whole: TestContext;
  beforeAll(async () => {
    [stopped, whole] = await Promise.all([createTestApp(), createTestApp()]);
    await buildNetwork(stopped.db);
    await buildNetwork(whole.db);
  });
  afterAll(async () => {
    await stopped?.close();
    await whole?.close();
  });

  it('stopped after two batches, resumes at the third and pays exactly what an unbroken close pays', {
    timeout: 60_000,
  }, async () => {
    const reference = await closeBusinessDate(whole.db, DATE, {
      trigger: 'cli',
      now: after,
      creditBatch: 10,
    });
    expect(reference.closed).toBe(true);
    expect(reference.bonusCount).toBeGreaterThan(50);
    expect(await count(whole.db, 'close_credit_batches')).toBe(0);

    let batches = 0;
    await expect(
      closeBusinessDate(stopped.db, DATE, {
        trigger: 'cli',
        now: after,
        creditBatch: 10,
        onProgress: (step, done) => {
          if (step !== 'credits' || done < 2) return;
          batches = done;
          throw new Error('stopped after two batches');
        },
      }),
    ).rejects.toThrow('stopped after two batches');
    expect(batches).toBeGreaterThanOrEqual(2);
    // The date is closed (volumes and ranks written), two batches of ten journals are paid, the
    // rest waits; nobody is told yet.
    expect(await count(stopped.db, 'bonus_closes')).toBe(1);
    const paidJournals = await stopped.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM journals WHERE type <> 'sponsor_bonus'`,
    );
    // Two payers run side by side: the other may have finished its batch meanwhile.
    expect([20, 30]).toContain(paidJournals.rows[0].n);
    const waiting = await count(stopped.db, 'close_credit_batches');
    expect(waiting).toBeGreaterThan(1);
    expect(
      (
        await stopped.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM notifications WHERE type = 'bonus_credited'`,
        )
      ).rows[0].n,
    ).toBe(0);
    expect((await verifyLedger(stopped.db)).ok).toBe(true);

    // The next close of the date finishes the stopped one and changes nothing else.
    const again = await closeBusinessDate(stopped.db, DATE, { trigger: 'cli', now: after });
    expect(again.closed).toBe(false);
    expect(await count(stopped.db, 'close_credit_batches')).toBe(0);
    expect(await outcome(stopped.db)).toEqual(await outcome(whole.db));
    expect(await count(stopped.db, 'bonuses')).toBe(reference.bonusCount);
    const finished = await stopped.db.execute<{ closes: number; bonus_count: number }>(
      sql`SELECT count(*)::int AS closes, max(bonus_count)::int AS bonus_count FROM bonus_closes`,
    );
    expect(finished.rows[0]).toEqual({ closes: 1, bonus_count: reference.bonusCount });
    expect((await verifyLedger(stopped.db)).ok).toBe(true);
    // A third run changes nothing.
    const before = await outcome(stopped.db);
    expect((await closeBusinessDate(stopped.db, DATE, { trigger: 'cli', now: after })).closed).toBe(
      false,
    );
    expect(await outcome(stopped.db)).toEqual(before);
  });
});
