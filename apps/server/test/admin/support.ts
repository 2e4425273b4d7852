import { eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../src/db/client.js';
import { accounts, auditLog, journalLines, journals } from '../../src/db/schema/index.js';
import { bearer, createTestApp, loginAdmin, type TestContext } from '../helpers.js';

/** A test app with an admin token, a support account and its token. */
export async function createAdminTestApp() {
  const ctx = await createTestApp();
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
 * Posts a balanced journal: `amountSen` from a system account into a member wallet (negative
 * amounts move it back), with running balances, as the ledger features will.
 */
export async function postJournal(
  ctx: Pick<TestContext, 'db'>,
  options: {
    memberId: number;
    wallet: 'point1' | 'point2' | 'point3' | 'point4';
    amountSen: bigint;
    type?: string;
    memo?: string;
    systemCode?: string;
  },
) {
  return inTransaction(ctx.db, async (tx) => {
    const [journal] = await tx
      .insert(journals)
      .values({
        type: options.type ?? 'adjustment',
        actorType: 'system',
        memo: options.memo ?? null,
      })
      .returning();
    const [member] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} + ${options.amountSen}` })
      .where(
        sql`${accounts.memberId} = ${options.memberId} AND ${accounts.wallet} = ${options.wallet}`,
      )
      .returning();
    const [system] = await tx
      .update(accounts)
      .set({ balance: sql`${accounts.balance} - ${options.amountSen}` })
      .where(eq(accounts.code, options.systemCode ?? 'adjustments'))
      .returning();
    await tx.insert(journalLines).values([
      {
        journalId: journal.id,
        accountId: member.id,
        amount: options.amountSen,
        balanceAfter: member.balance,
      },
      {
        journalId: journal.id,
        accountId: system.id,
        amount: -options.amountSen,
        balanceAfter: system.balance,
      },
    ]);
    return journal.id;
  });
}

export async function auditRows(ctx: Pick<TestContext, 'db'>, action?: string) {
  const rows = await ctx.db.select().from(auditLog).orderBy(auditLog.id);
  return action ? rows.filter((r) => r.action === action) : rows;
}
