import { settingDefinitions } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, settings } from '../../src/db/schema/index.js';
import { bearer } from '../helpers.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from './support.js';

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestApp();
});
afterAll(() => ctx.close());

function putSetting(key: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${key}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
}

function putPackage(id: number, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/packages/${id}`,
    headers: bearer(ctx.adminToken),
    payload,
  });
}

describe('settings', () => {
  it('lists every definition with its current value', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/settings',
      headers: bearer(ctx.adminToken),
    });
    const data = res.json().data as {
      key: string;
      value: string;
      default: string;
      group: string;
    }[];
    expect(data.map((s) => s.key)).toEqual(settingDefinitions.map((d) => d.key));
    expect(data.find((s) => s.key === 'withdraw_fee_percent')).toMatchObject({
      value: '5',
      default: '5',
      group: 'withdraw',
      type: 'percent',
      min: 0,
      max: 100,
    });
  });

  it('stores a valid value, normalised, and records old and new value with the reason', async () => {
    const res = await putSetting('usdt_rate', { value: '4.5', reason: 'Bank rate moved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ key: 'usdt_rate', value: '4.50' });
    const [row] = await ctx.db.select().from(settings).where(eq(settings.key, 'usdt_rate'));
    expect(row.value).toBe('4.50');
    const lookup = (await ctx.app.inject('/api/global/lookup')).json().data;
    expect(lookup.system.usdt_rate).toBe('4.50');
    const [audit] = await auditRows(ctx, 'setting.update');
    expect(audit).toMatchObject({
      adminUsername: 'admin',
      targetType: 'setting',
      targetId: 'usdt_rate',
      reason: 'Bank rate moved',
      before: { value: '4.20' },
      after: { value: '4.50' },
    });
  });

  it('accepts numbers and keeps a history of every change', async () => {
    expect((await putSetting('withdraw_fee_percent', { value: 6 })).json().data.value).toBe('6');
    expect((await putSetting('withdraw_fee_percent', { value: '7' })).json().data.value).toBe('7');
    // The same value again writes nothing.
    expect((await putSetting('withdraw_fee_percent', { value: '7' })).statusCode).toBe(200);
    const history = await ctx.app.inject({
      url: '/api/admin/audit-log?action=setting.update&target_type=setting&target_id=withdraw_fee_percent',
      headers: bearer(ctx.adminToken),
    });
    const records = history.json().data.records;
    expect(records.map((r: { before: unknown; after: unknown }) => [r.before, r.after])).toEqual([
      [{ value: '6' }, { value: '7' }],
      [{ value: '5' }, { value: '6' }],
    ]);
  });

  it.each([
    ['withdraw_fee_percent', '101'],
    ['withdraw_fee_percent', '-1'],
    ['withdraw_fee_percent', '2.5'],
    ['usdt_rate', '0'],
    ['usdt_rate', 'abc'],
    ['shipping_fee_east', '10.005'],
    ['level_bonus_rates', '10,5,x'],
    ['sec_password_max_tries', '0'],
    ['site_name', '   '],
  ])('refuses %s = %j with VALIDATION_ERROR on field value', async (key, value) => {
    const before = (await auditRows(ctx)).length;
    const res = await putSetting(key, { value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { value: 'VALIDATION_ERROR' },
    });
    expect(await auditRows(ctx)).toHaveLength(before);
  });

  it('refuses unknown keys and unknown body fields', async () => {
    expect((await putSetting('no_such_setting', { value: '1' })).statusCode).toBe(404);
    expect((await putSetting('usdt_rate', { value: '4.20', balance: 1 })).statusCode).toBe(400);
    expect((await putSetting('usdt_rate', {})).statusCode).toBe(400);
  });
});

describe('packages', () => {
  it('lists packages with figures and member counts', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/packages',
      headers: bearer(ctx.adminToken),
    });
    const data = res.json().data;
    expect(data).toHaveLength(5);
    expect(data[2]).toMatchObject({
      id: 3,
      package_name_en: 'Gold',
      price: '1000.00',
      bv: '1000.00',
      pairing_cap: '2000.00',
      level_depth: 3,
      premium: true,
    });
    expect(data[4].members).toBe(1); // root holds Diamond
    const one = await ctx.app.inject({
      url: '/api/admin/packages/3',
      headers: bearer(ctx.adminToken),
    });
    expect(one.json().data.package_name_en).toBe('Gold');
    expect(
      (await ctx.app.inject({ url: '/api/admin/packages/99', headers: bearer(ctx.adminToken) }))
        .statusCode,
    ).toBe(404);
  });

  it('changes price, BV, cap and depth, audited with before and after', async () => {
    const res = await putPackage(3, {
      price: '1200',
      bv: 1100,
      pairing_cap: '2400.50',
      level_depth: 4,
      reason: 'Price review 2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      price: '1200.00',
      bv: '1100.00',
      pairing_cap: '2400.50',
      level_depth: 4,
    });
    const [row] = await ctx.db.select().from(packages).where(eq(packages.id, 3));
    expect(row).toMatchObject({
      priceSen: 120_000n,
      bvSen: 110_000n,
      pairingCapSen: 240_050n,
      levelDepth: 4,
    });
    const [audit] = await auditRows(ctx, 'package.update');
    expect(audit).toMatchObject({
      targetType: 'package',
      targetId: '3',
      reason: 'Price review 2026',
      before: { price: '1000.00', bv: '1000.00', pairing_cap: '2000.00', level_depth: 3 },
      after: { price: '1200.00', bv: '1100.00', pairing_cap: '2400.50', level_depth: 4 },
    });
  });

  it.each([
    [3, { price: '-1' }, 'price'],
    [3, { price: '1.234' }, 'price'],
    [3, { price: '0' }, 'price'],
    [1, { price: '10' }, 'price'],
    [1, { bv: '10' }, 'bv'],
    [3, { level_depth: 11 }, 'level_depth'],
    [3, { level_depth: -1 }, 'level_depth'],
    [3, { bv: 'abc' }, 'bv'],
  ])('refuses package %i %j on field %s', async (id, payload, field) => {
    const before = (await auditRows(ctx)).length;
    const res = await putPackage(id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().data).toHaveProperty(field);
    expect(await auditRows(ctx)).toHaveLength(before);
  });

  it('refuses an empty change and unknown fields', async () => {
    expect((await putPackage(3, {})).statusCode).toBe(400);
    expect((await putPackage(3, { premium: false })).statusCode).toBe(400);
  });
});
