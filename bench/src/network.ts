import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.js';
import { rebuildTrees, refreshTreeSizes } from '../../apps/server/src/features/genealogy/index.js';

/** The business date of the generated purchases. */
export const DATE = '2027-06-01';
const PACKAGE_BV = [0, 0, 300_00, 1_000_00, 3_000_00, 5_000_00];

/**
 * The benchmark network (close and tree benchmarks): members 2..n below the seeded root — one
 * spillover leg n/10 levels deep (100,000 at a million) on the root's left, a complete binary tree
 * on its right; each member's sponsor is its placement parent. Written in set-based statements,
 * then both trees labelled at once (`rebuildTrees`, as `tree:rebuild` does). n/5 members buy a
 * package on DATE; a further 10 % hold a paid package bought earlier.
 */
export async function buildNetwork(db: Db, n: number) {
  const deep = Math.floor(n / 10);
  const bushyBase = deep + 2;
  await db.execute(sql`
    INSERT INTO members (id, username, member_code, fullname, country_id, password_hash,
      sponsor_id, placement_parent_id, group_type, package_id)
    SELECT g.id, 'b' || g.id, 'B' || g.id, 'Bench ' || g.id, 2, 'x', p.parent, p.parent, p.leg, 1
    FROM generate_series(2, ${n}) AS g(id),
    LATERAL (SELECT CASE
        WHEN g.id <= ${deep + 1} THEN g.id - 1
        WHEN g.id = ${bushyBase} THEN 1
        ELSE ${bushyBase} + (g.id - ${bushyBase} - 1) / 2 END AS parent,
      CASE
        WHEN g.id <= ${deep + 1} THEN 1
        WHEN g.id = ${bushyBase} THEN 2
        WHEN (g.id - ${bushyBase}) % 2 = 1 THEN 1 ELSE 2 END AS leg) p`);
  await db.execute(sql`SELECT setval('members_id_seq', ${n})`);
  await db.transaction(async (tx) => {
    await rebuildTrees(tx);
    await refreshTreeSizes(tx);
  });
  await db.execute(sql`
    INSERT INTO accounts (member_id, wallet)
    SELECT m.id, w.wallet FROM members m, unnest(ARRAY['point1','point2','point3','point4']) AS w(wallet)
    WHERE m.id > 1`);
  await db.execute(sql`
    WITH buyers AS (
      SELECT id, 2 + (id % 4) AS pkg FROM members
      WHERE id > 1 AND id % 5 = 0)
    INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id, to_package_id,
      amount_sen, bv_sen, shipping_sen, business_date)
    SELECT id, id, 'upgrade', 1, pkg,
      (ARRAY[${sql.raw(PACKAGE_BV.join(','))}])[pkg + 1], (ARRAY[${sql.raw(PACKAGE_BV.join(','))}])[pkg + 1],
      0, ${DATE}::date FROM buyers`);
  await db.execute(sql`
    UPDATE members m SET package_id = u.to_package_id FROM user_packages u WHERE u.member_id = m.id`);
  await db.execute(sql`
    UPDATE members SET package_id = 2 + (id % 4)
    WHERE id > 1 AND id % 5 <> 0 AND id % 10 = 3`);
  // As autovacuum leaves a table at rest: statistics and the visibility map (index-only scans).
  await db.execute(sql`VACUUM ANALYZE`);
  return { deep, bushyBase };
}
