import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { AppError } from './app-error.js';

type TableWithId = PgTable & { id: PgColumn };

/**
 * A back-office form's save: creates the row (`id` null) or changes it — locked first, NOT_FOUND
 * when there is none — and returns it before and after, for the audit row.
 */
export async function insertOrUpdate<T extends TableWithId>(
  tx: Tx,
  table: T,
  id: number | null,
  values: T['$inferInsert'],
): Promise<{ before: T['$inferSelect'] | null; after: T['$inferSelect'] }> {
  // Drizzle's builders do not narrow over a generic table: the rows are the table's own.
  const db = tx as unknown as {
    insert(t: T): { values(v: unknown): { returning(): Promise<T['$inferSelect'][]> } };
    update(t: T): {
      set(v: unknown): { where(w: unknown): { returning(): Promise<T['$inferSelect'][]> } };
    };
    select(): {
      from(t: T): { where(w: unknown): { for(l: 'update'): Promise<T['$inferSelect'][]> } };
    };
  };
  if (id === null) {
    const [after] = await db.insert(table).values(values).returning();
    return { before: null, after };
  }
  const [before] = await db.select().from(table).where(eq(table.id, id)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await db.update(table).set(values).where(eq(table.id, id)).returning();
  return { before, after };
}
