import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  downlineSizes,
  findEndNode,
  isInSubtree,
  levelBelow,
  rebuildTrees,
  refreshTreeSizes,
  verifyTrees,
} from '../../src/features/genealogy/index.js';
import { pathBetween } from '../../src/features/genealogy/path-between.js';
import { seededRandom } from '../../src/lib/seeded-random.js';
import { seed } from '../../src/seed.js';
import { ADMIN_PASSWORD, freshDatabase, ROOT_PASSWORD } from '../helpers.js';

/**
 * The interval labels (`tree_attach`, `tree_slot`) against a naive walk over parent pointers, on
 * random trees built in a 20-bit label space so that relabelling happens all the time.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let db: Db;

interface Model {
  placement: Map<number, { parent: number; leg: 1 | 2 } | null>;
  sponsor: Map<number, number | null>;
  slots: Map<string, number>;
}

async function reset(bits: number): Promise<Model> {
  await db.execute(sql`DELETE FROM tree_nodes`);
  await db.execute(sql`DELETE FROM tree_sizes`);
  await db.execute(sql`UPDATE tree_state SET sizes_upto = 0`);
  await db.execute(sql`DELETE FROM members WHERE id > 1`);
  await db.execute(sql`SELECT tree_attach(1, NULL, NULL, NULL, ${bits})`);
  return { placement: new Map([[1, null]]), sponsor: new Map([[1, null]]), slots: new Map() };
}

async function add(model: Model, id: number, sponsor: number, parent: number, leg: 1 | 2) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO members (id, username, member_code, fullname, country_id, password_hash,
        sponsor_id, placement_parent_id, group_type)
      VALUES (${id}, ${`t${id}`}, ${`T${id}`}, 'Tree test', 2, 'x', ${sponsor}, ${parent}, ${leg})`);
    await tx.execute(sql`SELECT tree_attach(${id}, ${sponsor}, ${parent}, ${leg}::smallint)`);
  });
  model.placement.set(id, { parent, leg });
  model.sponsor.set(id, sponsor);
  model.slots.set(`${parent}:${leg}`, id);
}

const ancestorsPlacement = (model: Model, id: number) => {
  const up = [id];
  for (let n = model.placement.get(id); n; n = model.placement.get(n.parent)) up.push(n.parent);
  return up;
};
const ancestorsSponsor = (model: Model, id: number) => {
  const up = [id];
  for (let s = model.sponsor.get(id); s != null; s = model.sponsor.get(s)) up.push(s);
  return up;
};
const naiveEnd = (model: Model, from: number, leg: 1 | 2) => {
  let node = from;
  for (
    let next = model.slots.get(`${node}:${leg}`);
    next;
    next = model.slots.get(`${node}:${leg}`)
  ) {
    node = next;
  }
  return node;
};

async function expectMatchesModel(model: Model, next: () => number, pairs: number) {
  expect(await verifyTrees(db)).toEqual([]);
  const ids = [...model.placement.keys()];
  // Downline sizes (stored at the last refresh + those registered since) against a count.
  for (const [tree, up] of [
    ['placement', ancestorsPlacement],
    ['sponsor', ancestorsSponsor],
  ] as const) {
    const naive = new Map(ids.map((id) => [id, 0]));
    for (const id of ids) for (const a of up(model, id).slice(1)) naive.set(a, naive.get(a)! + 1);
    expect(Object.fromEntries(await downlineSizes(db, tree, ids))).toEqual(
      Object.fromEntries(naive),
    );
  }
  const pick = () => ids[Math.floor(next() * ids.length)];
  for (let k = 0; k < pairs; k++) {
    const a = pick();
    const x = pick();
    const upP = ancestorsPlacement(model, x);
    const upS = ancestorsSponsor(model, x);
    expect(await isInSubtree(db, 'placement', a, x)).toBe(upP.includes(a));
    expect(await isInSubtree(db, 'sponsor', a, x)).toBe(upS.includes(a));
    const leg = next() < 0.5 ? 1 : 2;
    expect(await findEndNode(db, a, leg)).toBe(naiveEnd(model, a, leg));
    if (upP.includes(a)) {
      const { rows } = await db.execute<{ level: number }>(
        sql`SELECT ${levelBelow('placement', a, x)} AS level`,
      );
      expect(Number(rows[0].level)).toBe(upP.indexOf(a));
      const path = await pathBetween(db, 'placement', a, x);
      const expected = upP.slice(0, upP.indexOf(a) + 1).reverse();
      const shown = path.nodes.map((n) => n.id);
      expect(shown[0]).toBe(a);
      expect(shown.length + path.hidden_levels).toBe(expected.length);
      expect(shown.slice(1)).toEqual(expected.slice(1 + path.hidden_levels));
    }
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  await database.migrate();
  db = database.db;
  await seed(db, { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, ROOT_PASSWORD });
});
afterAll(() => database.drop());

describe('tree labels', () => {
  it('match a naive walk on random trees, relabelling a small label space', {
    timeout: 240_000,
  }, async () => {
    const next = seededRandom(20261123);
    const model = await reset(20);
    for (let id = 2; id <= 400; id++) {
      const ids = [...model.placement.keys()];
      const sponsor = ids[Math.floor(next() * ids.length)];
      // A free slot in the sponsor's placement subtree: the end node of a random leg.
      const leg = next() < 0.5 ? 1 : 2;
      const parent = naiveEnd(
        model,
        next() < 0.7 ? sponsor : ids[Math.floor(next() * ids.length)],
        leg,
      );
      await add(model, id, sponsor, parent, leg);
      if (id % 100 === 0) await expectMatchesModel(model, next, 60);
      if (id === 150 || id === 330) await db.transaction((tx) => refreshTreeSizes(tx));
    }
  });

  it('hold along a 300-deep spillover leg and many direct sponsees, and survive a rebuild', {
    timeout: 240_000,
  }, async () => {
    const next = seededRandom(7);
    const model = await reset(20);
    for (let id = 2; id <= 301; id++) await add(model, id, 1, naiveEnd(model, 1, 1), 1);
    for (let id = 302; id <= 420; id++) {
      await add(model, id, 2, naiveEnd(model, next() < 0.5 ? 2 : 1, 2), 2);
    }
    await expectMatchesModel(model, next, 120);
    expect(await findEndNode(db, 1, 1)).toBe(301);
    await db.transaction((tx) => rebuildTrees(tx));
    await expectMatchesModel(model, next, 60);
    // A rebuilt tree keeps taking members.
    await add(model, 421, 301, 301, 1);
    await expectMatchesModel(model, next, 20);
  });

  it('refuses to overfill the label space rather than corrupt it', async () => {
    const model = await reset(8);
    let failure: unknown = null;
    try {
      for (let id = 2; id <= 200; id++) await add(model, id, 1, naiveEnd(model, 1, 1), 1);
    } catch (err) {
      failure = err;
    }
    expect(String((failure as Error | null)?.cause)).toMatch(/label space is full/);
    expect(await verifyTrees(db)).toEqual([]);
  });
});
