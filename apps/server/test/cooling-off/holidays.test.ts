import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicHolidays } from '../../src/db/schema/index.js';
import { coolingOffUntil } from '../../src/features/cooling-off/index.js';
import { businessDate } from '../../src/lib/business-time.js';
import { type AdminTestContext, auditRows, createAdminTestApp } from '../admin/support.js';
import { createTestMember, loginAs } from '../helpers.js';
import { call } from '../mall/support.js';

/** The back-office list of public holidays (BUSINESS_RULES §13, issue 28). */
let ctx: AdminTestContext;
let memberToken: string;
const year = Number(businessDate().slice(0, 4));
const URL = '/api/admin/public-holidays';

beforeAll(async () => {
  ctx = await createAdminTestApp();
  const member = await createTestMember(ctx);
  memberToken = await loginAs(ctx, member.username);
});
afterAll(() => ctx.close());

const admin = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  call(ctx, ctx.adminToken, method, url, body);
const table = () => ctx.db.select().from(publicHolidays).orderBy(asc(publicHolidays.date));

/** The request is refused with `status` and `message`; the list and the audit log unchanged. */
async function refused(
  send: () => Promise<{ status: number; body: { message: string; data: unknown } }>,
  status: number,
  message: string,
  data?: unknown,
) {
  const before = await table();
  const audits = (await auditRows(ctx)).length;
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body.message).toBe(message);
  if (data !== undefined) expect(res.body.data).toEqual(data);
  expect(await table()).toEqual(before);
  expect((await auditRows(ctx)).length).toBe(audits);
}

describe('the list', () => {
  it("shows the current year's national holidays by default, by date", async () => {
    const res = await admin('GET', URL);
    expect(res.status).toBe(200);
    expect(res.body.data.year).toBe(year);
    const dates: string[] = res.body.data.records.map((r: { date: string }) => r.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    expect(dates).toEqual(expect.arrayContaining([`${year}-08-31`, `${year}-09-16`]));
    const independence = res.body.data.records.find(
      (r: { date: string }) => r.date === `${year}-08-31`,
    );
    expect(independence.name).toBe('Independence Day');
    expect(independence.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("names the seeded holidays in the operator's language where the rules have it (Malay)", async () => {
    const named = async (language: string) => {
      const res = await admin('GET', `${URL}?year=${year}&language=${language}`);
      expect(res.status).toBe(200);
      return new Map<string, string>(
        res.body.data.records.map((r: { date: string; name: string }) => [r.date, r.name]),
      );
    };
    const ms = await named('ms');
    expect(ms.get(`${year}-08-31`)).toBe('Hari Kebangsaan');
    expect(ms.get(`${year}-09-16`)).toBe('Hari Malaysia');
    expect(ms.get(`${year}-05-01`)).toBe('Hari Pekerja');
    // The rules name Malaysia's holidays in Malay and English only: Chinese is shown in English.
    expect((await named('zh')).get(`${year}-08-31`)).toBe('Independence Day');
    expect((await named('en')).get(`${year}-08-31`)).toBe('Independence Day');
    // What is stored stays English; a name an operator typed is shown as typed.
    const [row] = (await table()).filter((h) => h.date === `${year}-08-31`);
    expect(row.name).toBe('Independence Day');
    // (Written directly: the audit rows of adding and removing are the tests' below.)
    const date = `${year + 1}-03-03`;
    await ctx.db.insert(publicHolidays).values({ date, name: 'Hari Khas Negeri' });
    const res = await admin('GET', `${URL}?year=${year + 1}&language=ms`);
    const custom = res.body.data.records.find((r: { date: string }) => r.date === date);
    expect(custom.name).toBe('Hari Khas Negeri');
    await ctx.db.delete(publicHolidays).where(eq(publicHolidays.date, date));
  });

  it('shows another year when asked, and refuses a year that is no year', async () => {
    const next = await admin('GET', `${URL}?year=${year + 1}`);
    expect(next.body.data.year).toBe(year + 1);
    expect(next.body.data.records.map((r: { date: string }) => r.date)).toContain(
      `${year + 1}-12-25`,
    );
    const empty = await admin('GET', `${URL}?year=2090`);
    expect(empty.body.data).toEqual({ year: 2090, records: [] });
    for (const bad of ['1999', 'abc', '2027.5', '']) {
      const res = await admin('GET', `${URL}?year=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.data).toMatchObject({ year: expect.any(String) });
    }
  });

  it('is read by support and refused to a member', async () => {
    expect((await call(ctx, ctx.supportToken, 'GET', URL)).status).toBe(200);
    const res = await call(ctx, memberToken, 'GET', URL);
    expect(res).toMatchObject({ status: 403, body: { message: 'NO_PERMISSION' } });
  });
});

describe('adding and removing', () => {
  it('adds a holiday, audited, and the cooling-off period counts it', async () => {
    // A Friday purchase: Mon 15 … Fri 19, Mon 22 … Fri 26.
    expect(await coolingOffUntil(ctx.db, '2099-06-12')).toBe('2099-06-26');
    const res = await admin('POST', URL, {
      date: '2099-06-16',
      name: '  Hari Hol Sultan  ',
      reason: 'State holiday of our office',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: '2099-06-16', name: 'Hari Hol Sultan' });
    expect(await coolingOffUntil(ctx.db, '2099-06-12')).toBe('2099-06-29');

    const list = await admin('GET', `${URL}?year=2099`);
    expect(list.body.data.records).toEqual([res.body.data]);
    const [audit] = await auditRows(ctx, 'public_holiday.create');
    expect(audit).toMatchObject({
      actorType: 'admin',
      adminUsername: 'admin',
      targetType: 'public_holiday',
      targetId: '2099-06-16',
      reason: 'State holiday of our office',
      before: null,
      after: { date: '2099-06-16', name: 'Hari Hol Sultan' },
    });
  });

  it('removes a holiday, audited: the day is a working day again', async () => {
    await admin('POST', URL, { date: '2099-07-01', name: 'Replacement holiday' });
    const res = await admin('DELETE', `${URL}/2099-07-01`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: '2099-07-01', name: 'Replacement holiday' });
    expect((await table()).map((r) => r.date)).not.toContain('2099-07-01');
    const [audit] = await auditRows(ctx, 'public_holiday.delete');
    expect(audit).toMatchObject({
      targetType: 'public_holiday',
      targetId: '2099-07-01',
      before: { date: '2099-07-01', name: 'Replacement holiday' },
      after: null,
    });
  });

  it('refuses a date already on the list, naming the field', async () => {
    await refused(
      () => admin('POST', URL, { date: `${year}-08-31`, name: 'Twice' }),
      409,
      'CONFLICT',
      { date: 'CONFLICT' },
    );
  });

  it('refuses a date that does not exist or is not a date, and a missing name', async () => {
    for (const date of ['2027-02-30', '2027-13-01', '2027-2-3', '31/08/2027', '1999-12-31']) {
      await refused(() => admin('POST', URL, { date, name: 'Nope' }), 400, 'VALIDATION_ERROR', {
        date: 'VALIDATION_ERROR',
      });
    }
    await refused(() => admin('POST', URL, { name: 'No date' }), 400, 'REQUIRED', {
      date: 'REQUIRED',
    });
    await refused(() => admin('POST', URL, { date: '2099-08-01', name: '   ' }), 400, 'REQUIRED', {
      name: 'REQUIRED',
    });
    await refused(
      () => admin('POST', URL, { date: '2099-08-01', name: 'x'.repeat(101) }),
      400,
      'VALIDATION_ERROR',
      { name: 'VALIDATION_ERROR' },
    );
  });

  it('refuses to remove a date not on the list, or no date', async () => {
    await refused(() => admin('DELETE', `${URL}/2099-08-02`), 404, 'NOT_FOUND');
    await refused(() => admin('DELETE', `${URL}/2099-02-30`), 400, 'VALIDATION_ERROR');
  });

  it('refuses support and members: nothing added, nothing removed, no audit row', async () => {
    for (const token of [ctx.supportToken, memberToken]) {
      await refused(
        () => call(ctx, token, 'POST', URL, { date: '2099-09-01', name: 'Not theirs' }),
        403,
        'NO_PERMISSION',
      );
      await refused(() => call(ctx, token, 'DELETE', `${URL}/${year}-08-31`), 403, 'NO_PERMISSION');
    }
  });
});
