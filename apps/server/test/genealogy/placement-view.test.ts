import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestMember,
  loginAs,
  ROOT_PASSWORD,
  type TestContext,
} from '../helpers.js';

/**
 * The placement view's way down from the viewer (read in the view's own statement) against the
 * search's (`pathBetween`), on a left line 16 members long below the root's right leg: short
 * ways are shown whole, long ones as their first node and last 11 with the levels between hidden.
 */
let ctx: TestContext;
const line: Awaited<ReturnType<typeof createTestMember>>[] = [];
let tokenRoot: string;
let tokenTop: string;

const data = async (token: string, url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  ctx = await createTestApp();
  line.push(await createTestMember(ctx, { sponsorId: 1, leg: 2 }));
  for (let i = 1; i < 16; i++) {
    line.push(await createTestMember(ctx, { sponsorId: line[i - 1].id, leg: 1 }));
  }
  tokenRoot = await loginAs(ctx, 'root', ROOT_PASSWORD);
  tokenTop = await loginAs(ctx, line[0].username);
});
afterAll(() => ctx.close());

describe('placement view: the way down', () => {
  it('matches the search’s way to every node of a long line, short and long', async () => {
    for (const [token, from] of [
      [tokenRoot, 0],
      [tokenTop, 1],
    ] as const) {
      for (const member of line.slice(from === 0 ? 0 : 1)) {
        const view = await data(token, `/api/record/team/organize?parent=${member.id}&depth=2`);
        const search = await data(token, `/api/record/team/search?keyword=${member.username}`);
        expect(view.top_id).toBe(member.id);
        expect(view.path).toEqual(search.path);
      }
    }
    const deepest = line[15];
    const far = await data(tokenRoot, `/api/record/team/organize?parent=${deepest.id}`);
    // root, line[0..15]: 17 levels, 12 shown (root, then line[5..15]), 5 hidden.
    expect(far.path.hidden_levels).toBe(5);
    expect(far.path.nodes.map((n: { id: number }) => n.id)).toEqual([
      1,
      ...line.slice(5).map((m) => m.id),
    ]);
  });

  it('finds the top by member code in any case, with its levels below', async () => {
    const view = await data(
      tokenTop,
      `/api/record/team/organize?username=${line[13].memberCode.toLowerCase()}&depth=3`,
    );
    expect(view.top_id).toBe(line[13].id);
    expect(view.nodes.map((n: { id: number; level: number }) => [n.id, n.level])).toEqual([
      [line[13].id, 0],
      [line[14].id, 1],
      [line[15].id, 2],
    ]);
    expect(view.nodes[2]).toMatchObject({ has_left: false, has_right: false });
    expect(view.path.nodes[0].id).toBe(line[0].id);
  });
});
