import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit, inSavepoint, inTransaction, onRollback } from '../../src/db/client.js';
import { createTestApp, type TestContext } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('inSavepoint', () => {
  it('hands after-commit work to the outer transaction: it runs once that commits', async () => {
    const ran: string[] = [];
    await inTransaction(ctx.db, async (tx) => {
      await inSavepoint(tx, async (savepoint) => {
        await savepoint.execute(sql`SELECT 1`);
        afterCommit(savepoint, () => ran.push('kept'));
      });
      await inSavepoint(tx, async (savepoint) => {
        afterCommit(savepoint, () => ran.push('undone'));
        throw new Error('refused');
      }).catch(() => {});
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['kept']);
  });

  it('keeps must-survive rollback work of a savepoint for the outer rollback', async () => {
    const ran: string[] = [];
    await expect(
      inTransaction(ctx.db, async (tx) => {
        await inSavepoint(tx, async (savepoint) => {
          onRollback(savepoint, async () => {
            ran.push('counted');
          });
        });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(ran).toEqual(['counted']);
  });
});
