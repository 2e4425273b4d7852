import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonuses, deposits, orders, withdrawals } from '../../src/db/schema/index.js';
import { createTestMember, loginAs, uniqueName } from '../helpers.js';
import { getCsv, refusedCsv } from './csv.js';
import { type AdminTestContext, auditRows, createAdminTestApp, postJournal } from './support.js';

let ctx: AdminTestContext;
let memberToken: string;
let ann: Awaited<ReturnType<typeof createTestMember>>;
let ben: Awaited<ReturnType<typeof createTestMember>>;

beforeAll(async () => {
  ctx = await createAdminTestApp();
  ann = await createTestMember(ctx, { username: uniqueName('ann') });
  ben = await createTestMember(ctx, { username: uniqueName('ben') });
  memberToken = await loginAs(ctx, ben.username);
});
afterAll(() => ctx.close());

const journal = (memberId: number) =>
  postJournal(ctx, { memberId, wallet: 'point1', amountSen: 1n });

/** Every list: who may export it, a URL with a bad filter. */
const lists = [
  { url: '/api/admin/orders', supportMay: true, bad: 'status=lost' },
  { url: '/api/admin/bonuses', supportMay: true, bad: 'from=yesterday' },
  { url: '/api/admin/withdrawals', supportMay: false, bad: 'to=2026-13-45' },
  { url: '/api/admin/deposits', supportMay: false, bad: 'status=maybe' },
];

describe('CSV export of the money lists: access', () => {
  it.each(lists)(
    '$url: member token and no token refused, support as for the list, bad filter a stable code',
    async ({ url, supportMay, bad }) => {
      const before = (await auditRows(ctx)).length;
      expect(await refusedCsv(ctx, url, memberToken)).toEqual({
        status: 403,
        code: 'NO_PERMISSION',
      });
      expect((await refusedCsv(ctx, url, null)).status).toBe(401);
      if (!supportMay) expect((await refusedCsv(ctx, url, ctx.supportToken)).status).toBe(403);
      expect(await refusedCsv(ctx, `${url}?${bad}`, ctx.adminToken)).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(await auditRows(ctx)).toHaveLength(before);
      if (supportMay) await getCsv(ctx, url, ctx.supportToken);
    },
  );
});

describe('CSV export: orders', () => {
  it('exports the orders of the filter with the amounts of the list, remarks defused', async () => {
    const base = {
      paymentType: 'wallet',
      subtotalSen: 12_000n,
      shippingSen: 800n,
      discountSen: 1_000n,
      totalSen: 11_800n,
      paidPoint1Sen: 11_800n,
    };
    const [mall, pkg] = await ctx.db
      .insert(orders)
      .values([
        {
          ...base,
          refNo: 'MCSV0001',
          orderType: 'mall' as const,
          memberId: ann.id,
          paidByMemberId: ann.id,
          receiverFullname: '=cmd|/c calc',
          voucherCode: 'SAVE10',
        },
        {
          ...base,
          refNo: 'PCSV0002',
          orderType: 'package' as const,
          memberId: ann.id,
          paidByMemberId: ann.id,
        },
        {
          ...base,
          refNo: 'MCSV0003',
          orderType: 'mall' as const,
          memberId: ben.id,
          paidByMemberId: ben.id,
        },
      ])
      .returning();
    const { header, rows } = await getCsv(
      ctx,
      `/api/admin/orders?order_type=mall&search=${ann.username}`,
      ctx.adminToken,
    );
    expect(header.slice(0, 5)).toEqual(['id', 'ref_no', 'created_at', 'order_type', 'status']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: String(mall.id),
      ref_no: 'MCSV0001',
      username: ann.username,
      subtotal_myr: '120.00',
      voucher_code: 'SAVE10',
      discount_myr: '10.00',
      shipping_myr: '8.00',
      total_myr: '118.00',
      paid_point1_myr: '118.00',
      receiver: "'=cmd|/c calc",
    });
    const all = await getCsv(ctx, `/api/admin/orders?search=${ann.username}`, ctx.supportToken);
    expect(all.rows.map((r) => r.ref_no)).toEqual(['PCSV0002', 'MCSV0001']);
    expect(all.rows[0].id).toBe(String(pkg.id));
    const audit = (await auditRows(ctx, 'list.export')).at(-1);
    expect(audit).toMatchObject({
      adminUsername: 'helpdesk',
      targetType: 'orders',
      after: { filter: { search: ann.username } },
    });
  });
});

describe('CSV export: bonuses', () => {
  it('exports the bonuses of type, member and dates, and nothing outside them', async () => {
    const row = (memberId: number, bonusType: 'sponsor' | 'pairing', date: string, sen: bigint) =>
      journal(memberId).then((journalId) => ({
        memberId,
        bonusType,
        businessDate: date,
        amountSen: sen,
        point1Sen: sen - sen / 10n,
        point4Sen: sen / 10n,
        sourceMemberId: ben.id,
        journalId,
      }));
    await ctx.db
      .insert(bonuses)
      .values([
        await row(ann.id, 'sponsor', '2026-03-02', 5_000n),
        await row(ann.id, 'sponsor', '2026-03-05', 1_000n),
        await row(ann.id, 'pairing', '2026-03-02', 3_000n),
        await row(ann.id, 'sponsor', '2026-04-01', 7_000n),
        await row(ben.id, 'sponsor', '2026-03-02', 9_000n),
      ]);
    const { rows } = await getCsv(
      ctx,
      `/api/admin/bonuses?bonus=sponsor&search=${ann.username}&from=2026-03-01&to=2026-03-31`,
      ctx.adminToken,
    );
    expect(
      rows.map((r) => [r.business_date, r.bonus_type, r.amount_myr, r.point1_myr, r.point4_myr]),
    ).toEqual([
      ['2026-03-05', 'sponsor', '10.00', '9.00', '1.00'],
      ['2026-03-02', 'sponsor', '50.00', '45.00', '5.00'],
    ]);
    expect(rows[0]).toMatchObject({ username: ann.username, source_username: ben.username });
  });
});

describe('CSV export: withdrawals', () => {
  it('exports the queue of the status and member, bank fields defused, any status', async () => {
    const bank = {
      bankCountry: 'Malaysia',
      bankName: 'Maybank',
      bankUser: '+Ann, "the" payee',
      bankNumber: '514012345678',
      branch: 'KL',
    };
    await ctx.db.insert(withdrawals).values([
      {
        ...bank,
        memberId: ann.id,
        amountSen: 10_000n,
        feeSen: 500n,
        phase: '2026-03-1',
        status: 'rejected',
        reason: '@fraud',
        journalId: await journal(ann.id),
      },
      {
        ...bank,
        memberId: ann.id,
        amountSen: 20_000n,
        feeSen: 1_000n,
        phase: '2026-03-2',
        status: 'pending',
        journalId: await journal(ann.id),
      },
      {
        ...bank,
        memberId: ben.id,
        amountSen: 30_000n,
        feeSen: 1_500n,
        phase: '2026-03-2',
        status: 'rejected',
        journalId: await journal(ben.id),
      },
    ]);
    const { rows } = await getCsv(
      ctx,
      `/api/admin/withdrawals?status=rejected&q=${ann.username}`,
      ctx.adminToken,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      username: ann.username,
      amount_myr: '100.00',
      fee_myr: '5.00',
      pay_myr: '95.00',
      account_holder: `'+Ann, "the" payee`,
      status: 'rejected',
      reason: "'@fraud",
    });
    const pending = await getCsv(ctx, '/api/admin/withdrawals', ctx.adminToken);
    expect(pending.rows.map((r) => [r.username, r.status])).toEqual([[ann.username, 'pending']]);
  });
});

describe('CSV export: deposits', () => {
  it('exports the deposits of the status only, references defused', async () => {
    await ctx.db.insert(deposits).values([
      {
        memberId: ann.id,
        amountSen: 5_000n,
        method: 'fpx',
        reference: '=SUM(1)',
        status: 'approved',
      },
      { memberId: ben.id, amountSen: 7_000n, method: 'local', reference: 'ok', status: 'approved' },
      { memberId: ann.id, amountSen: 9_000n, method: 'fpx', reference: 'wait', status: 'pending' },
    ]);
    const { header, rows } = await getCsv(
      ctx,
      '/api/admin/deposits?status=approved',
      ctx.adminToken,
    );
    expect(header).toContain('amount_myr');
    expect(rows.map((r) => [r.username, r.amount_myr, r.method, r.reference])).toEqual([
      [ben.username, '70.00', 'local', 'ok'],
      [ann.username, '50.00', 'fpx', "'=SUM(1)"],
    ]);
    const pending = await getCsv(ctx, '/api/admin/deposits', ctx.adminToken);
    expect(pending.rows.map((r) => r.reference)).toEqual(['wait']);
  });
});
