import { inTransaction } from '../../src/db/client.js';
import { auditLog } from '../../src/db/schema/index.js';
import type { SystemAccountCode } from '../../src/features/global/reference-data.js';
import { postJournal as postLedgerJournal } from '../../src/features/wallet/ledger.js';
import { bearer, createTestApp, loginAdmin, type TestContext } from '../helpers.js';

/** A test app with an admin token, a support account and its token. */
export async function createAdminTestApp(options: Parameters<typeof createTestApp>[0] = {}) {
  const ctx = await createTestApp(options);
  const adminToken = await loginAdmin(ctx);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/admins',
    headers: bearer(adminToken),
    payload: { username: 'helpdesk', role: 'support', password: 'Support123' },
  });
  if (created.statusCode !== 200) throw new Error(`support account: ${created.body}`);
  const supportToken = await loginAdmin(ctx, 'helpdesk', 'Support123');
  return { ...ctx, adminToken, supportToken };
}
export type AdminTestContext = Awaited<ReturnType<typeof createAdminTestApp>>;

/**
 * Posts a balanced journal through the real ledger path (`postJournal`, the only writer of
 * balances): `amountSen` from a system account into a member wallet (negative amounts move it
 * back).
 */
export async function postJournal(
  ctx: Pick<TestContext, 'db'>,
  options: {
    memberId: number;
    wallet: 'point1' | 'point2' | 'point3' | 'point4';
    amountSen: bigint;
    type?: string;
    memo?: string;
    systemCode?: SystemAccountCode;
  },
) {
  const posted = await inTransaction(ctx.db, (tx) =>
    postLedgerJournal(tx, {
      type: options.type ?? 'adjustment',
      memo: options.memo ?? null,
      actor: { type: 'system', id: null },
      lines: [
        {
          account: { memberId: options.memberId, wallet: options.wallet },
          amount: options.amountSen,
        },
        { account: { system: options.systemCode ?? 'adjustments' }, amount: -options.amountSen },
      ],
    }),
  );
  return posted.journalId;
}

export async function auditRows(ctx: Pick<TestContext, 'db'>, action?: string) {
  const rows = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
  return action ? rows.filter((r) => r.action === action) : rows;
}
