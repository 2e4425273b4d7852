import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** Whether the database answers: one trivial statement, which throws when it does not. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
