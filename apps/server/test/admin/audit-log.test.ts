import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pgErrorCode } from '../../src/db/client.js';
import { adminCommands } from '../../src/features/admin/cli.js';
import { writeAudit } from '../../src/lib/audit.js';
import { bearer, createTestMember, loginAdmin, uniqueName } from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

let ctx: AdminTestContext;
let carol: Awaited<ReturnType<typeof createTestMember>>;
beforeAll(async () => {
  ctx = await createAdminTestApp();
  carol = await createTestMember(ctx, { username: uniqueName('carol') });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${carol.id}/suspend`,
    headers: bearer(ctx.adminToken),
    payload: { reason: 'Suspicious transfers' },
  });
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/site_name',
    headers: bearer(ctx.adminToken),
    payload: { value: 'Rangkai Mall', reason: 'Rebrand' },
  });
});
afterAll(() => ctx.close());

async function list(query = '') {
  const res = await ctx.app.inject({
    url: `/api/admin/audit-log${query}`,
    headers: bearer(ctx.adminToken),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    records: { action: string; target_label: string | null; reason: string | null }[];
    total: number;
    last_page: number;
  };
}

describe('audit log', () => {
  it('shows who, what, target, reason and before/after, newest first', async () => {
    const page = await list();
    expect(page.records.map((r) => r.action)).toEqual([
      'setting.update',
      'member.suspend',
      'admin.create',
    ]);
    expect(page.records[1]).toMatchObject({
      admin_username: 'admin',
      action: 'member.suspend',
      target_type: 'member',
      target_id: String(carol.id),
      target_label: carol.username,
      reason: 'Suspicious transfers',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    expect(page.records[0]).toMatchObject({
      target_label: 'site_name',
      before: { value: 'Rangkai' },
    });
    expect(page.records[2]).toMatchObject({
      target_label: 'helpdesk',
      after: { username: 'helpdesk', role: 'support' },
    });
  });

  it('searches by target member, reason, admin and values; filters by action', async () => {
    expect((await list(`?q=${carol.username.toUpperCase()}`)).records.map((r) => r.action)).toEqual(
      ['member.suspend'],
    );
    expect((await list(`?q=${carol.memberCode}`)).total).toBe(1);
    expect((await list('?q=suspicious')).total).toBe(1);
    expect((await list('?q=rangkai%20mall')).records.map((r) => r.action)).toEqual([
      'setting.update',
    ]);
    expect((await list('?q=admin')).total).toBe(3);
    expect((await list('?action=admin.create')).records.map((r) => r.target_label)).toEqual([
      'helpdesk',
    ]);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('paginates', async () => {
    for (let i = 0; i < 25; i++) {
      await writeAudit(ctx.db, {
        actor: { adminId: null, username: 'system' },
        action: 'test.bulk',
        reason: `bulk ${i}`,
      });
    }
    const first = await list('?action=test.bulk');
    expect(first).toMatchObject({ total: 25, last_page: 2 });
    expect(first.records[0].reason).toBe('bulk 24');
    expect((await list('?action=test.bulk&page=2')).records).toHaveLength(5);
  });

  it('is append-only: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await auditRows(ctx);
    for (const statement of [
      sql`UPDATE audit_log SET reason = 'rewritten'`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      const error = await ctx.db.execute(statement).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).not.toBeNull();
      expect(pgErrorCode(error)).toBe('42501');
    }
    expect(await auditRows(ctx)).toEqual(before);
  });

  it('has no HTTP route that changes it', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit-log', '/api/admin/audit-log/1']) {
        const res = await ctx.app.inject({ method, url, headers: bearer(ctx.adminToken) });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });
});

describe('admin accounts', () => {
  it('lists accounts and creates support and admin accounts, audited', async () => {
    const list = await ctx.app.inject({
      url: '/api/admin/admins',
      headers: bearer(ctx.adminToken),
    });
    expect(
      list.json().data.map((a: { username: string; role: string }) => `${a.username}:${a.role}`),
    ).toEqual(['admin:admin', 'helpdesk:support']);
    expect(list.body).not.toContain('scrypt');

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: bearer(ctx.adminToken),
      payload: { username: 'ops.lead', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ username: 'ops.lead', role: 'admin', status: 'active' });
    expect(created.generated_password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(await loginAdmin(ctx, 'ops.lead', created.generated_password)).toBeTruthy();
    const audit = (await auditRows(ctx, 'admin.create')).at(-1);
    expect(audit).toMatchObject({
      targetType: 'admin',
      targetId: String(created.id),
      after: { username: 'ops.lead', role: 'admin' },
    });
    expect(JSON.stringify(audit)).not.toContain(created.generated_password);
  });

  it('refuses duplicates (any case), bad usernames, roles and passwords', async () => {
    const cases = [
      [{ username: 'ADMIN', role: 'support', password: 'Support123' }, 409],
      [{ username: 'ab', role: 'support' }, 400],
      [{ username: 'has space', role: 'support' }, 400],
      [{ username: 'newbie', role: 'root' }, 400],
      [{ username: 'newbie', role: 'support', password: 'short' }, 400],
      [{ username: 'newbie', role: 'support', status: 'active' }, 400],
    ] as const;
    for (const [payload, status] of cases) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/admins',
        headers: bearer(ctx.adminToken),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
  });
});

describe('CLI admin:create', () => {
  const run = async (flags: Record<string, string>) => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
    const err = vi.spyOn(console, 'error').mockImplementation((...a) => void out.push(a.join(' ')));
    try {
      const code = await adminCommands['admin:create'].run({
        db: ctx.db,
        config: ctx.config,
        flags,
      });
      return { code, out: out.join('\n') };
    } finally {
      log.mockRestore();
      err.mockRestore();
    }
  };

  it('creates an account with a given password', async () => {
    const { code, out } = await run({
      username: 'cli.support',
      role: 'support',
      password: 'Support456',
    });
    expect(code).toBe(0);
    expect(out).toContain('cli.support');
    expect(out).not.toContain('Support456');
    expect(await loginAdmin(ctx, 'cli.support', 'Support456')).toBeTruthy();
    expect((await auditRows(ctx, 'admin.create')).at(-1)).toMatchObject({
      adminUsername: 'cli',
      adminId: null,
    });
  });

  it('prints a generated password once', async () => {
    const { code, out } = await run({ username: 'cli.admin', role: 'admin' });
    expect(code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(out)?.[1];
    expect(password).toBeDefined();
    expect(await loginAdmin(ctx, 'cli.admin', password)).toBeTruthy();
  });

  it('refuses bad flags and duplicates with a non-zero exit code', async () => {
    expect((await run({ username: 'x', role: 'admin' })).code).toBe(2);
    expect((await run({ username: 'valid.name', role: 'boss' })).code).toBe(2);
    expect((await run({ username: 'valid.name', role: 'admin', password: 'nodigits' })).code).toBe(
      2,
    );
    const dup = await run({ username: 'cli.admin', role: 'admin' });
    expect(dup.code).toBe(1);
    expect(dup.out).toContain('already taken');
  });
});
