import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAdmin,
  loginAs,
  ROOT_PASSWORD,
  type TestContext,
} from '../helpers.js';

/**
 * Genealogy endpoints on a small network:
 *
 *   placement                      sponsor
 *   root ─ L: a ─ L: a1 ─ L: c     root ─ a ─ a1, a2, c
 *        │      └ R: a2               └ b ─ b1
 *        └ R: b ─ L: b1
 */
let ctx: TestContext;
type Member = Awaited<ReturnType<typeof createTestMember>>;
let a: Member;
let a1: Member;
let a2: Member;
let b: Member;
let b1: Member;
let c: Member;
let tokenA: string;
let tokenRoot: string;

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const data = async (token: string, url: string) => {
  const res = await get(token, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  ctx = await createTestApp();
  a = await createTestMember(ctx, { sponsorId: 1, leg: 1 });
  b = await createTestMember(ctx, { sponsorId: 1, leg: 2 });
  a1 = await createTestMember(ctx, { sponsorId: a.id, leg: 1 });
  a2 = await createTestMember(ctx, { sponsorId: a.id, leg: 2 });
  c = await createTestMember(ctx, { sponsorId: a.id, leg: 1 });
  b1 = await createTestMember(ctx, { sponsorId: b.id, leg: 1 });
  // A purchase of c today (not closed yet): 300.00 BV in the left leg of a1, a and root.
  await ctx.db.execute(sql`
    INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id, to_package_id,
      amount_sen, bv_sen, shipping_sen, business_date)
    VALUES (${c.id}, ${c.id}, 'upgrade', 1, 2, 30000, 30000, 0, current_date)`);
  tokenA = await loginAs(ctx, a.username);
  tokenRoot = await loginAs(ctx, 'root', ROOT_PASSWORD);
});
afterAll(() => ctx.close());

describe('placement tree (organize)', () => {
  it('shows my subtree level by level, left first, with legs, volumes and free slots', async () => {
    const view = await data(tokenA, '/api/record/team/organize');
    expect(view.top_id).toBe(a.id);
    expect(view.nodes.map((n: { id: number }) => n.id)).toEqual([a.id, a1.id, a2.id, c.id]);
    const [top, left, right, bottom] = view.nodes;
    expect(top).toMatchObject({
      username: a.username,
      level: 0,
      parent_id: 1,
      group_type: 1,
      has_left: true,
      has_right: true,
      direct_sponsored: 3,
      today_left: '300.00',
      today_right: '0.00',
      total_left: '0.00',
    });
    expect(top.package).toMatchObject({ id: 1 });
    expect(left).toMatchObject({ level: 1, group_type: 1, has_left: true, has_right: false });
    expect(left.today_left).toBe('300.00');
    expect(right).toMatchObject({ level: 1, group_type: 2, has_left: false, has_right: false });
    expect(bottom).toMatchObject({ level: 2, parent_id: a1.id, group_type: 1 });
    expect(view.empty_slots).toEqual([
      { parent_id: a1.id, parent_username: a1.username, group_type: 2 },
      { parent_id: a2.id, parent_username: a2.username, group_type: 1 },
      { parent_id: a2.id, parent_username: a2.username, group_type: 2 },
      { parent_id: c.id, parent_username: c.username, group_type: 1 },
      { parent_id: c.id, parent_username: c.username, group_type: 2 },
    ]);
    expect(view.path).toEqual({
      nodes: [{ id: a.id, username: a.username, member_code: a.memberCode }],
      hidden_levels: 0,
    });
  });

  it('adds a purchase made since the last view to today’s legs', async () => {
    await data(tokenA, '/api/record/team/organize');
    await ctx.db.execute(sql`
      INSERT INTO user_packages (member_id, paid_by_member_id, kind, from_package_id, to_package_id,
        amount_sen, bv_sen, shipping_sen, business_date)
      VALUES (${a2.id}, ${a2.id}, 'upgrade', 2, 3, 70000, 70000, 0, current_date)`);
    const view = await data(tokenA, '/api/record/team/organize');
    expect(view.nodes[0]).toMatchObject({ today_left: '300.00', today_right: '700.00' });
    await ctx.db.execute(sql`DELETE FROM user_packages WHERE member_id = ${a2.id}`);
  });

  it('recentres on a node by id or by name, with the path down from me, and limits the depth', async () => {
    const byName = await data(tokenRoot, `/api/record/team/organize?username=${c.memberCode}`);
    expect(byName.top_id).toBe(c.id);
    expect(byName.path.nodes.map((n: { id: number }) => n.id)).toEqual([1, a.id, a1.id, c.id]);
    const shallow = await data(tokenRoot, `/api/record/team/organize?parent=${a.id}&depth=2`);
    expect(shallow.nodes.map((n: { id: number }) => n.id)).toEqual([a.id, a1.id, a2.id]);
    expect(shallow.nodes[1].has_left).toBe(true);
    expect(shallow.empty_slots).toEqual([
      { parent_id: a1.id, parent_username: a1.username, group_type: 2 },
      { parent_id: a2.id, parent_username: a2.username, group_type: 1 },
      { parent_id: a2.id, parent_username: a2.username, group_type: 2 },
    ]);
  });

  it('refuses bad queries with the field at fault', async () => {
    for (const [query, field] of [
      ['depth=7', 'depth'],
      ['depth=0', 'depth'],
      ['parent=abc', 'parent'],
      ['parent=-3', 'parent'],
    ]) {
      const res = await get(tokenA, `/api/record/team/organize?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('VALIDATION_ERROR');
      expect(res.json().data).toHaveProperty(field);
    }
  });
});

describe('sponsor tree', () => {
  it('lists the members a node sponsored, oldest or newest first, with their downline sizes', async () => {
    const list = await data(tokenRoot, '/api/record/team/downline');
    expect(list.parent).toMatchObject({ id: 1, level: 0, downline_count: 6 });
    expect(list.records.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    expect(list.records[0]).toMatchObject({ level: 1, downline_count: 3, direct_sponsored: 3 });
    expect(list.records[1]).toMatchObject({ level: 1, downline_count: 1 });
    expect(list).toMatchObject({ page: 1, total: 2, last_page: 1 });
    const newest = await data(tokenRoot, `/api/record/team/downline-new?parent=${a.id}`);
    expect(newest.records.map((r: { id: number }) => r.id)).toEqual([c.id, a2.id, a1.id]);
    expect(newest.records[0]).toMatchObject({ level: 2, downline_count: 0 });
    const mine = await data(tokenA, '/api/record/team/downline-new');
    expect(mine.parent).toMatchObject({ id: a.id, level: 0, downline_count: 3 });
  });

  it('pages the downline record and filters it by level, package and name', async () => {
    const all = await data(tokenRoot, '/api/record/team/downline-record');
    expect(all.total).toBe(6);
    // Tree order: each member right after its sponsor's earlier children's subtrees.
    expect(all.records.map((r: { id: number }) => r.id)).toEqual([
      a.id,
      a1.id,
      a2.id,
      c.id,
      b.id,
      b1.id,
    ]);
    expect(all.records[3]).toMatchObject({
      level: 2,
      sponsor: { id: a.id, username: a.username },
      personal_bv: '300.00',
      purchases: 1,
    });
    const level1 = await data(tokenRoot, '/api/record/team/downline-record?level=1');
    expect(level1.records.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    const named = await data(
      tokenRoot,
      `/api/record/team/downline-record?keyword=${c.username.slice(0, -1).toUpperCase()}`,
    );
    expect(named.records.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const byCode = await data(tokenA, `/api/record/team/downline-record?keyword=${c.memberCode}`);
    expect(byCode.records.map((r: { id: number }) => r.id)).toEqual([c.id]);
    const wildcard = await data(tokenRoot, '/api/record/team/downline-record?keyword=%25');
    expect(wildcard.total).toBe(0);
    const pkg = await data(tokenRoot, '/api/record/team/downline-record?package_id=2');
    expect(pkg.total).toBe(0);
    const page2 = await data(tokenRoot, '/api/record/team/downline-record?page=2');
    expect(page2).toMatchObject({ records: [], page: 2, total: 6 });
  });
});

describe('search', () => {
  it('finds a member of my subtree in either tree, with the way down', async () => {
    const placement = await data(tokenA, `/api/record/team/search?keyword=${c.username}`);
    expect(placement).toMatchObject({ tree: 'placement', level: 2, member: { id: c.id } });
    expect(placement.path.nodes.map((n: { id: number }) => n.id)).toEqual([a.id, a1.id, c.id]);
    const sponsor = await data(
      tokenA,
      `/api/record/team/search?tree=sponsor&keyword=${c.memberCode.toLowerCase()}`,
    );
    expect(sponsor).toMatchObject({ tree: 'sponsor', level: 1 });
    expect(sponsor.path.nodes.map((n: { id: number }) => n.id)).toEqual([a.id, c.id]);
  });
});

describe('outsiders', () => {
  it('get the same NO_PERMISSION for an upline, a sibling subtree and a missing member', async () => {
    const counts = async () =>
      (
        await ctx.db.execute(sql`
          SELECT (SELECT count(*) FROM members)::int AS members,
                 (SELECT count(*) FROM tree_nodes)::int AS nodes`)
      ).rows[0];
    const before = await counts();
    const targets = [
      { id: 1, key: 'root' },
      { id: b.id, key: b.username },
      { id: b1.id, key: b1.memberCode },
      { id: 999_999, key: 'nobody_here' },
    ];
    const bodies = new Set<string>();
    for (const t of targets) {
      for (const url of [
        `/api/record/team/organize?parent=${t.id}`,
        `/api/record/team/organize?username=${t.key}`,
        `/api/record/team/downline?parent=${t.id}`,
        `/api/record/team/downline-new?parent=${t.id}`,
        `/api/record/team/search?keyword=${t.key}`,
        `/api/record/team/search?tree=sponsor&keyword=${t.key}`,
      ]) {
        const res = await get(tokenA, url);
        expect(res.statusCode, url).toBe(403);
        bodies.add(res.body);
      }
    }
    expect([...bodies]).toHaveLength(1);
    expect(JSON.parse([...bodies][0]).message).toBe('NO_PERMISSION');
    // a1's own member sees nothing above or beside them either.
    const tokenA1 = await loginAs(ctx, a1.username);
    const up = await get(tokenA1, `/api/record/team/organize?parent=${a.id}`);
    expect(up.statusCode).toBe(403);
    const side = await get(tokenA1, `/api/record/team/downline?parent=${a2.id}`);
    expect(side.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('needs a signed-in member', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/record/team/organize' });
    expect(res.statusCode).toBe(401);
  });
});

describe('back-office', () => {
  it('explores any member’s trees; members cannot use it; a missing member is not found', async () => {
    const admin = await loginAdmin(ctx);
    const view = await data(admin, `/api/admin/members/${b.id}/team/organize`);
    expect(view.nodes.map((n: { id: number }) => n.id)).toEqual([b.id, b1.id]);
    const list = await data(admin, `/api/admin/members/${a.id}/team/downline`);
    expect(list.records).toHaveLength(3);
    const record = await data(admin, `/api/admin/members/${a.id}/team/downline-record?level=1`);
    expect(record.total).toBe(3);
    const found = await data(admin, `/api/admin/members/1/team/search?keyword=${b1.username}`);
    expect(found.member.id).toBe(b1.id);
    const outside = await get(admin, `/api/admin/members/${a.id}/team/organize?parent=${b.id}`);
    expect(outside.statusCode).toBe(403);
    const missing = await get(admin, '/api/admin/members/999999/team/organize');
    expect(missing.statusCode).toBe(404);
    const asMember = await get(tokenA, `/api/admin/members/${a.id}/team/organize`);
    expect([401, 403]).toContain(asMember.statusCode);
  });
});
