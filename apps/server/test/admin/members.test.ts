import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { applyMemberAction } from '../../src/features/admin/member-actions.js';
import { runAction } from '../../src/lib/run-action.js';
import {
  bearer,
  createTestMember,
  loginAs,
  MEMBER_PASSWORD,
  ROOT_PASSWORD,
  uniqueName,
} from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp, postJournal } from './support.js';

let ctx: AdminTestContext;
let alice: Awaited<ReturnType<typeof createTestMember>>;
let bob: Awaited<ReturnType<typeof createTestMember>>;

beforeAll(async () => {
  ctx = await createAdminTestApp();
  alice = await createTestMember(ctx, {
    username: uniqueName('alice'),
    fullname: 'Alice Tan Mei Ling',
    contactNumber: '+60 12-345 6789',
    ic: '900101-14-5678',
    leg: 1,
  });
  bob = await createTestMember(ctx, { username: uniqueName('bob'), sponsorId: alice.id, leg: 2 });
});
afterAll(() => ctx.close());

async function search(q: string, token = ctx.adminToken) {
  const res = await ctx.app.inject({
    url: `/api/admin/members?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { records: { id: number; username: string }[]; total: number };
}

function act(id: number, action: string, payload: unknown = { reason: 'test reason' }) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${id}/${action}`,
    headers: bearer(ctx.adminToken),
    payload: payload as Record<string, unknown>,
  });
}

describe('member search', () => {
  it('finds a member by each field in one box, case-insensitively', async () => {
    const queries = {
      username: alice.username.toUpperCase(),
      member_code: alice.memberCode.toLowerCase(),
      name: 'tan mei',
      email: `${alice.username}@EXAMPLE.test`,
      phone: '0123456789',
      phone_as_stored: '12-345',
      ic: '900101145678',
      ic_as_stored: '900101-14',
    };
    for (const [field, q] of Object.entries(queries)) {
      const page = await search(q);
      expect(
        page.records.map((r) => r.id),
        field,
      ).toContain(alice.id);
      expect(
        page.records.map((r) => r.id),
        field,
      ).not.toContain(bob.id);
    }
  });

  it('lists everyone newest first without a query, paginated', async () => {
    const page = await search('');
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.id)).toEqual([bob.id, alice.id, 1]);
    expect(page).toMatchObject({ page: 1, page_size: 20, last_page: 1 });
  });

  it('puts the exact username first and treats % and _ literally', async () => {
    expect((await search('root')).records[0].username).toBe('root');
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('pages through many members', async () => {
    for (let i = 0; i < 21; i++) await createTestMember(ctx, { username: uniqueName('bulk') });
    const first = await ctx.app.inject({
      url: '/api/admin/members?q=bulk',
      headers: bearer(ctx.adminToken),
    });
    const second = await ctx.app.inject({
      url: '/api/admin/members?q=bulk&page=2',
      headers: bearer(ctx.adminToken),
    });
    expect(first.json().data).toMatchObject({ total: 21, last_page: 2 });
    expect(first.json().data.records).toHaveLength(20);
    expect(second.json().data.records).toHaveLength(1);
  });

  it('lets support search too', async () => {
    expect((await search(alice.username, ctx.supportToken)).total).toBe(1);
  });
});

describe('member page', () => {
  it('shows profile, package, rank, both trees and wallets', async () => {
    await postJournal(ctx, {
      memberId: bob.id,
      wallet: 'point3',
      amountSen: 12_345n,
      memo: 'top up',
    });
    const res = await ctx.app.inject({
      url: `/api/admin/members/${bob.id}`,
      headers: bearer(ctx.adminToken),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: bob.id,
      username: bob.username,
      status: 'active',
      package: { id: 1, package_name_en: 'Member', price: '0.00' },
      rank: { id: 0, rank_name_en: 'Member' },
      sponsor: { id: alice.id, username: alice.username, member_code: alice.memberCode },
      placement_parent: { id: alice.id, username: alice.username, leg: 'right' },
      wallets: { point1: '0.00', point2: '0.00', point3: '123.45', point4: '0.00' },
      security: { sec_password_set: true, sec_fail_count: 0 },
    });
    expect(JSON.stringify(data)).not.toContain('scrypt');

    const root = (
      await ctx.app.inject({ url: '/api/admin/members/1', headers: bearer(ctx.adminToken) })
    ).json().data;
    expect(root.sponsor).toBeNull();
    expect(root.placement_parent).toBeNull();
    expect(root.placement_children.left).toMatchObject({ id: alice.id });
    expect(root.direct_sponsored).toBeGreaterThanOrEqual(1);
  });

  it('lists ledger lines per wallet with balance after', async () => {
    await postJournal(ctx, {
      memberId: bob.id,
      wallet: 'point1',
      amountSen: 500n,
      type: 'sponsor_bonus',
      memo: 'bonus',
    });
    await postJournal(ctx, {
      memberId: bob.id,
      wallet: 'point3',
      amountSen: -345n,
      type: 'package_purchase',
    });
    const all = (
      await ctx.app.inject({
        url: `/api/admin/members/${bob.id}/ledger`,
        headers: bearer(ctx.adminToken),
      })
    ).json().data;
    expect(all.total).toBe(3);
    expect(all.records[0]).toMatchObject({
      wallet: 'point3',
      type: 'package_purchase',
      amount: '-3.45',
      balance_after: '120.00',
    });
    const point1 = (
      await ctx.app.inject({
        url: `/api/admin/members/${bob.id}/ledger?wallet=point1`,
        headers: bearer(ctx.adminToken),
      })
    ).json().data;
    expect(point1.records).toEqual([
      expect.objectContaining({
        wallet: 'point1',
        type: 'sponsor_bonus',
        memo: 'bonus',
        amount: '5.00',
        balance_after: '5.00',
      }),
    ]);
    const bad = await ctx.app.inject({
      url: `/api/admin/members/${bob.id}/ledger?wallet=point9`,
      headers: bearer(ctx.adminToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for an unknown member', async () => {
    for (const url of ['/api/admin/members/999999', '/api/admin/members/999999/ledger']) {
      const res = await ctx.app.inject({ url, headers: bearer(ctx.adminToken) });
      expect(res.statusCode).toBe(404);
    }
    expect((await act(999_999, 'suspend')).statusCode).toBe(404);
  });
});

describe('status actions', () => {
  it('need a reason', async () => {
    for (const payload of [{}, { reason: '   ' }, { reason: 'x', extra: 1 }]) {
      const res = await act(alice.id, 'suspend', payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await auditRows(ctx, 'member.suspend')).toHaveLength(0);
  });

  it('suspend: the next request with an old token is refused, login too, audited', async () => {
    const token = await loginAs(ctx, alice.username);
    expect(
      (await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);

    const res = await act(alice.id, 'suspend', { reason: 'Chargeback investigation' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('suspended');

    const next = await ctx.app.inject({
      url: '/api/member/get-member-info',
      headers: bearer(token),
    });
    expect([401, 403]).toContain(next.statusCode);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: alice.username, password: MEMBER_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('ACCOUNT_SUSPENDED');

    const [row] = await auditRows(ctx, 'member.suspend');
    expect(row).toMatchObject({
      adminUsername: 'admin',
      targetType: 'member',
      targetId: String(alice.id),
      reason: 'Chargeback investigation',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    expect(row.adminId).not.toBeNull();
  });

  it('refuses to suspend twice (409 INVALID_STATE), writing nothing', async () => {
    const res = await act(alice.id, 'suspend');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('INVALID_STATE');
    expect(await auditRows(ctx, 'member.suspend')).toHaveLength(1);
  });

  it('unsuspend lets the member log in again', async () => {
    const res = await act(alice.id, 'unsuspend', { reason: 'Cleared' });
    expect(res.json().data.status).toBe('active');
    expect(await loginAs(ctx, alice.username)).toBeTruthy();
    const [row] = await auditRows(ctx, 'member.unsuspend');
    expect(row).toMatchObject({
      before: { status: 'suspended' },
      after: { status: 'active' },
    });
  });

  it('reset security password clears hash, tries and lock', async () => {
    await ctx.db
      .update(members)
      .set({ secFailCount: 5, secLockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(members.id, alice.id));
    const res = await act(alice.id, 'reset-sec-password', { reason: 'Member forgot it' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.security).toEqual({
      sec_password_set: false,
      sec_fail_count: 0,
      sec_locked_until: null,
    });
    const [m] = await ctx.db.select().from(members).where(eq(members.id, alice.id));
    expect(m).toMatchObject({ secPasswordHash: null, secFailCount: 0, secLockedUntil: null });
    const [row] = await auditRows(ctx, 'member.reset_sec_password');
    expect(row.before).toMatchObject({ sec_password_set: true, sec_fail_count: 5 });
    expect(row.after).toEqual({
      sec_password_set: false,
      sec_fail_count: 0,
      sec_locked_until: null,
    });
    expect(JSON.stringify(row)).not.toContain('scrypt');
    // Nothing left to reset.
    expect((await act(alice.id, 'reset-sec-password')).statusCode).toBe(409);
  });

  it('reset bank details empties every bank field', async () => {
    const bank = {
      bankCountry: 'Malaysia',
      bankName: 'Maybank',
      bankUser: 'Alice Tan',
      bankNumber: '5140123',
      branch: 'KL',
    };
    await ctx.db.update(members).set(bank).where(eq(members.id, alice.id));
    const res = await act(alice.id, 'reset-bank', { reason: 'Wrong account' });
    expect(res.json().data.bank).toEqual({
      bank_country: null,
      bank_name: null,
      bank_user: null,
      bank_number: null,
      branch: null,
    });
    const [row] = await auditRows(ctx, 'member.reset_bank');
    expect(row.before).toMatchObject({ bank_name: 'Maybank', bank_number: '5140123' });
    expect(row.after).toMatchObject({ bank_name: null, bank_number: null });
  });

  it('writes the audit row in the same transaction as the action', async () => {
    const before = (await auditRows(ctx)).length;
    // The action succeeds; writing its audit row fails (no username): neither stays.
    await expect(
      runAction(ctx.db, { actor: { adminId: 1, username: null as unknown as string } }, (tx) =>
        applyMemberAction(tx, { memberId: bob.id, action: 'suspend', reason: 'rolled back' }),
      ),
    ).rejects.toThrow();
    expect(await auditRows(ctx)).toHaveLength(before);
    const [m] = await ctx.db.select().from(members).where(eq(members.id, bob.id));
    expect(m.status).toBe('active');
    // Tokens were not revoked either.
    expect(await loginAs(ctx, bob.username)).toBeTruthy();
  });

  it('root can be suspended and is refused afterwards', async () => {
    const token = await loginAs(ctx, 'root', ROOT_PASSWORD);
    expect((await act(1, 'suspend', { reason: 'e2e' })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/member/get-member-info', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    await act(1, 'unsuspend', { reason: 'restore' });
  });
});
