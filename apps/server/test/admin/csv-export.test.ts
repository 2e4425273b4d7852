import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportAuditLog } from '../../src/features/admin/export-audit-log.js';
import { csvBatch, csvStream } from '../../src/lib/csv-export.js';
import { createTestMember, loginAs, uniqueName } from '../helpers.js';
import { getCsv, parseCsv, refusedCsv } from './csv.js';
import { type AdminTestContext, auditRows, createAdminTestApp, postJournal } from './support.js';

let ctx: AdminTestContext;
let memberToken: string;
const prefix = uniqueName('csv');
let alice: Awaited<ReturnType<typeof createTestMember>>;
let bob: Awaited<ReturnType<typeof createTestMember>>;
let other: Awaited<ReturnType<typeof createTestMember>>;

beforeAll(async () => {
  ctx = await createAdminTestApp();
  alice = await createTestMember(ctx, {
    username: `${prefix}a`,
    fullname: '=HYPERLINK("http://evil.test","click")',
    contactNumber: '+60123456789',
  });
  bob = await createTestMember(ctx, { username: `${prefix}b`, fullname: '@SUM(A1:A9)' });
  other = await createTestMember(ctx, { username: uniqueName('zz') });
  memberToken = await loginAs(ctx, other.username);
});
afterAll(() => ctx.close());
afterEach(() => {
  csvBatch.size = 1_000;
});

describe('CSV export: members', () => {
  it('exports every member the search finds, formula cells defused, and audits it', async () => {
    const { header, rows, res } = await getCsv(
      ctx,
      `/api/admin/members?q=${prefix}&page=1`,
      ctx.adminToken,
    );
    expect(res.headers['content-disposition']).toMatch(/filename="members-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(header).toEqual([
      'id',
      'member_code',
      'username',
      'fullname',
      'email',
      'contact_number',
      'ic',
      'status',
      'package',
      'rank',
      'kyc_status',
      'joined_at',
    ]);
    expect(rows.map((r) => r.username)).toEqual([bob.username, alice.username]);
    expect(rows[1].fullname).toBe(`'=HYPERLINK("http://evil.test","click")`);
    expect(rows[1].contact_number).toBe("'+60123456789");
    expect(rows[0].fullname).toBe("'@SUM(A1:A9)");
    expect(rows[0].joined_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const audit = (await auditRows(ctx, 'list.export')).at(-1);
    expect(audit).toMatchObject({
      adminUsername: 'admin',
      targetType: 'members',
      after: { list: 'members', format: 'csv', filter: { q: prefix } },
    });
  });

  it('lets support export what it can read; refuses a member token and no token', async () => {
    const support = await getCsv(ctx, `/api/admin/members?q=${prefix}`, ctx.supportToken);
    expect(support.rows).toHaveLength(2);
    const before = (await auditRows(ctx)).length;
    expect(await refusedCsv(ctx, '/api/admin/members', memberToken)).toEqual({
      status: 403,
      code: 'NO_PERMISSION',
    });
    expect((await refusedCsv(ctx, '/api/admin/members', null)).status).toBe(401);
    expect(await auditRows(ctx)).toHaveLength(before);
  });

  it('answers a bad filter or format with a stable code, not a 500', async () => {
    expect(
      await refusedCsv(ctx, `/api/admin/members?q=${'x'.repeat(101)}`, ctx.adminToken),
    ).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    const xml = await ctx.app.inject({
      url: '/api/admin/members?format=xml',
      headers: { authorization: `Bearer ${ctx.adminToken}` },
    });
    expect(xml.statusCode).toBe(400);
    expect(xml.json().message).toBe('VALIDATION_ERROR');
  });
});

describe('CSV export: ledger lines', () => {
  it("exports a member's lines of one wallet, negative amounts as numbers, memos defused", async () => {
    await postJournal(ctx, {
      memberId: alice.id,
      wallet: 'point1',
      amountSen: 1_000n,
      memo: 'top',
    });
    await postJournal(ctx, {
      memberId: alice.id,
      wallet: 'point1',
      amountSen: -250n,
      memo: '-cmd',
    });
    await postJournal(ctx, { memberId: alice.id, wallet: 'point2', amountSen: 700n });
    await postJournal(ctx, { memberId: bob.id, wallet: 'point1', amountSen: 900n });
    const { header, rows } = await getCsv(
      ctx,
      `/api/admin/members/${alice.id}/ledger?wallet=point1`,
      ctx.supportToken,
    );
    expect(header).toEqual([
      'id',
      'journal_id',
      'time',
      'wallet',
      'type',
      'amount_myr',
      'balance_after_myr',
      'memo',
      'note',
    ]);
    expect(rows.map((r) => [r.wallet, r.amount_myr, r.balance_after_myr, r.memo])).toEqual([
      ['point1', '-2.50', '7.50', "'-cmd"],
      ['point1', '10.00', '10.00', 'top'],
    ]);
  });

  it('refuses an unknown member, a bad wallet and a member token with stable codes', async () => {
    expect(await refusedCsv(ctx, '/api/admin/members/999999/ledger', ctx.adminToken)).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(
      await refusedCsv(ctx, `/api/admin/members/${alice.id}/ledger?wallet=gold`, ctx.adminToken),
    ).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(
      (await refusedCsv(ctx, `/api/admin/members/${alice.id}/ledger`, memberToken)).status,
    ).toBe(403);
  });
});

describe('CSV export: audit log', () => {
  it('exports the rows of the filter only; support and members are refused', async () => {
    const { header, rows } = await getCsv(
      ctx,
      '/api/admin/audit-log?action=list.export',
      ctx.adminToken,
    );
    expect(header.slice(0, 5)).toEqual(['id', 'time', 'actor_type', 'actor', 'action']);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(['list.export']));
    expect(JSON.parse(rows[0].after)).toMatchObject({ list: expect.any(String) });
    expect((await refusedCsv(ctx, '/api/admin/audit-log', ctx.supportToken)).status).toBe(403);
    expect((await refusedCsv(ctx, '/api/admin/audit-log', memberToken)).status).toBe(403);
    expect(
      await refusedCsv(ctx, `/api/admin/audit-log?action=${'a'.repeat(65)}`, ctx.adminToken),
    ).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('streams 5,000 rows in batches: every row once, in order, never one big query', async () => {
    await ctx.db.execute(sql`
      INSERT INTO audit_log (actor_type, admin_username, action, target_type, target_id, reason)
      SELECT 'system', 'bulk', 'bulk.test', 'member', g::text,
             CASE WHEN g % 1000 = 0 THEN '=1+1' ELSE 'row ' || g END
      FROM generate_series(1, 5000) AS g`);
    csvBatch.size = 700;
    const { res, rows } = await getCsv(
      ctx,
      '/api/admin/audit-log?action=bulk.test',
      ctx.adminToken,
    );
    // A stream has no length known up front: the reply is chunked, not one string.
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(rows).toHaveLength(5000);
    const ids = rows.map((r) => Number(r.id));
    expect(ids.every((id, i) => i === 0 || id < ids[i - 1])).toBe(true);
    expect(rows.map((r) => r.target_id)).toEqual(
      Array.from({ length: 5000 }, (_, i) => String(5000 - i)),
    );
    expect(rows.filter((r) => r.reason === "'=1+1")).toHaveLength(5);

    const source = exportAuditLog(ctx.db, { q: '', action: 'bulk.test' });
    const batch = vi.spyOn(source, 'batch');
    let text = '';
    for await (const chunk of csvStream(source)) text += chunk.toString();
    expect(parseCsv(text.slice(1))).toHaveLength(5001);
    // 7 full batches of 700 and one of 100 (the last), each asking for 700 rows after the last.
    expect(batch).toHaveBeenCalledTimes(8);
    expect(batch.mock.calls.every(([, limit]) => limit === 700)).toBe(true);
    expect(batch.mock.calls[0][0]).toBeUndefined();
    const lengths = await Promise.all(batch.mock.results.map((r) => r.value));
    expect(lengths.map((b: unknown[]) => b.length)).toEqual([
      700, 700, 700, 700, 700, 700, 700, 100,
    ]);
  });
});
