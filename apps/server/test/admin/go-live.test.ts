import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goLiveChecklist } from '../../src/features/admin/go-live.js';
import { storageCommands } from '../../src/features/storage/cli.js';
import { seed } from '../../src/seed.js';
import { bearer, loginAdmin, loginAs, ROOT_PASSWORD } from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

/** Issue 26: the go-live checklist turns green item by item as an operator fixes each. */

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
});
afterAll(() => ctx.close());

async function checklist(token = ctx.adminToken) {
  const res = await ctx.app.inject({ url: '/api/admin/go-live', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as {
    ready: boolean;
    last_backup_at: string | null;
    items: { key: string; ok: boolean; path: string | null; env: string | null }[];
  };
  return { ...data, open: data.items.filter((i) => !i.ok).map((i) => i.key) };
}

const as = (token: string, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: bearer(token), payload: payload as never });

describe('go-live checklist', () => {
  it('names what a fresh install still holds, with where to fix it; support reads it, a member may not', async () => {
    const first = await checklist();
    // The test app has ADMIN_PASSWORD, no SMTP_URL, no FILE_ENCRYPTION_KEY, a seeded centre.
    expect(first.open).toEqual([
      'deposit_address',
      'company',
      'terms',
      'privacy',
      'mail',
      'file_key',
      'backup',
    ]);
    expect(first.ready).toBe(false);
    expect(first.last_backup_at).toBeNull();
    expect(first.items.find((i) => i.key === 'deposit_address')).toMatchObject({
      path: '/admin/settings',
      env: null,
    });
    expect(first.items.find((i) => i.key === 'company')).toMatchObject({
      path: '/admin/settings',
      env: null,
    });
    expect(first.items.find((i) => i.key === 'mail')).toMatchObject({
      env: 'SMTP_URL',
      path: null,
    });
    expect((await checklist(ctx.supportToken)).open).toEqual(first.open);
    const member = await ctx.app.inject({
      url: '/api/admin/go-live',
      headers: bearer(await loginAs(ctx, 'root', ROOT_PASSWORD)),
    });
    expect(member.statusCode).toBe(403);
  });

  it('asks for the receipt company until both its name and registration number are replaced', async () => {
    const name = await as(ctx.adminToken, 'PUT', '/api/admin/settings/company_name', {
      value: 'Syarikat Contoh Sdn Bhd',
      reason: 'our company',
    });
    expect(name.json().error_code, name.body).toBe(0);
    // The registration number still holds its placeholder: every receipt would print it.
    expect((await checklist()).open).toContain('company');
    const regNo = await as(ctx.adminToken, 'PUT', '/api/admin/settings/company_reg_no', {
      value: '201901012345 (1234567-A)',
      reason: 'our company',
    });
    expect(regNo.json().error_code, regNo.body).toBe(0);
    expect((await checklist()).open).not.toContain('company');
    // Back to the seeded placeholder: open again.
    const reverted = await as(ctx.adminToken, 'PUT', '/api/admin/settings/company_name', {
      value: 'YOUR COMPANY SDN BHD (placeholder)',
      reason: 'undo',
    });
    expect(reverted.json().error_code, reverted.body).toBe(0);
    expect((await checklist()).open).toContain('company');
    const restored = await as(ctx.adminToken, 'PUT', '/api/admin/settings/company_name', {
      value: 'Syarikat Contoh Sdn Bhd',
      reason: 'our company',
    });
    expect(restored.json().error_code, restored.body).toBe(0);
    expect((await checklist()).open).toEqual([
      'deposit_address',
      'terms',
      'privacy',
      'mail',
      'file_key',
      'backup',
    ]);
  });

  it('turns each item green as the operator fixes it', async () => {
    const address = await as(ctx.adminToken, 'PUT', '/api/admin/settings/deposit_address', {
      value: 'Syarikat Contoh Sdn Bhd · CIMB 8001 2345 67',
      reason: 'our account',
    });
    expect(address.json().error_code, address.body).toBe(0);
    // An English body publishes a page; another language alone does not (English is the fallback).
    const zhOnly = await as(ctx.adminToken, 'PUT', '/api/admin/pages/terms', {
      bodies: { zh: '<p>条款</p>' },
    });
    expect(zhOnly.json().error_code, zhOnly.body).toBe(0);
    expect((await checklist()).open).toEqual(['terms', 'privacy', 'mail', 'file_key', 'backup']);
    for (const slug of ['terms', 'privacy']) {
      const res = await as(ctx.adminToken, 'PUT', `/api/admin/pages/${slug}`, {
        bodies: { en: `<p>Our ${slug}.</p>` },
      });
      expect(res.json().error_code, res.body).toBe(0);
    }
    expect((await checklist()).open).toEqual(['mail', 'file_key', 'backup']);

    const out = path.join(ctx.config.DATA_DIR, 'backup-test.tar.gz');
    const backup = storageCommands.backup;
    if (backup.standalone) throw new Error('backup needs the database');
    expect(await backup.run({ db: ctx.db, config: ctx.config, flags: { out } })).toBe(0);
    expect(fs.existsSync(out)).toBe(true);
    const after = await checklist();
    expect(after.open).toEqual(['mail', 'file_key']);
    expect(Date.parse(after.last_backup_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('asks for a collection centre when none is active', async () => {
    await ctx.db.execute(sql`UPDATE collect_points SET active = false`);
    const none = await checklist();
    expect(none.open).toContain('collect_point');
    expect(none.items.find((i) => i.key === 'collect_point')?.path).toBe(
      '/admin/reference/collect-points',
    );
    await ctx.db.execute(sql`UPDATE collect_points SET active = true WHERE id = 1`);
    expect((await checklist()).open).not.toContain('collect_point');
  });

  it('reads mail, the file key and the daily close from the configuration', async () => {
    const open = async (config: Parameters<typeof goLiveChecklist>[1]) =>
      (await goLiveChecklist(ctx.db, config)).items.filter((i) => !i.ok).map((i) => i.key);
    expect(
      await open({
        SMTP_URL: 'smtp://mail:25',
        FILE_ENCRYPTION_KEY: 'k'.repeat(64),
        DAILY_CLOSE: true,
      }),
    ).toEqual([]);
    expect(
      await open({ SMTP_URL: undefined, FILE_ENCRYPTION_KEY: undefined, DAILY_CLOSE: false }),
    ).toEqual(['mail', 'file_key', 'daily_close']);
  });

  it('marks an administrator whose password was generated until they choose their own', async () => {
    // A first start without ADMIN_PASSWORD: the seed generates one and says it once.
    const report = await seed(ctx.db, {
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: undefined,
      ROOT_PASSWORD,
    });
    const generated = report.admin?.password;
    expect(generated).toBeTruthy();
    const owner = await loginAdmin(ctx, 'owner', generated!);
    // A second session (another browser, or whoever learnt the generated password).
    const elsewhere = await loginAdmin(ctx, 'owner', generated!);
    expect((await checklist(owner)).open).toContain('admin_password');

    const hash = async () =>
      (
        await ctx.db.execute<{ h: string }>(
          sql`SELECT password_hash AS h FROM admins WHERE username = 'owner'`,
        )
      ).rows[0].h;
    const before = await hash();
    const wrong = await as(owner, 'POST', '/api/admin/me/password', {
      current_password: 'Wrong12345',
      password: 'Owner12345',
      password_confirmation: 'Owner12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'INCORRECT_PASSWORD',
      data: { current_password: 'INCORRECT_PASSWORD' },
    });
    const mismatch = await as(owner, 'POST', '/api/admin/me/password', {
      current_password: generated,
      password: 'Owner12345',
      password_confirmation: 'Owner99999',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data).toMatchObject({ password_confirmation: 'password_not_same' });
    expect(await hash()).toBe(before);
    expect(await auditRows(ctx, 'admin.password_change')).toHaveLength(0);

    const changed = await as(owner, 'POST', '/api/admin/me/password', {
      current_password: generated,
      password: 'Owner12345',
      password_confirmation: 'Owner12345',
    });
    expect(changed.json(), changed.body).toMatchObject({ error_code: 0, data: { changed: true } });
    expect((await checklist()).open).not.toContain('admin_password');
    // The session that changed it goes on; every other one ends.
    expect(
      (await ctx.app.inject({ url: '/api/admin/go-live', headers: bearer(owner) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/admin/go-live', headers: bearer(elsewhere) })).statusCode,
    ).toBe(401);
    await loginAdmin(ctx, 'owner', 'Owner12345');
    const [audit] = await auditRows(ctx, 'admin.password_change');
    expect(audit).toMatchObject({ adminUsername: 'owner', targetId: expect.any(String) });
    expect(JSON.stringify(audit)).not.toContain('Owner12345');
  });
});
