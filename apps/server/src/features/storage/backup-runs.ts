import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { backupRuns } from '../../db/schema/index.js';

/** Notes a backup written whole (after its archive got its final name). */
export async function recordBackup(
  db: Executor,
  run: { tables: number; rows: number; files: number },
): Promise<void> {
  await db.insert(backupRuns).values(run);
}

/** When the last backup was taken, null before the first. */
export async function lastBackupAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ takenAt: backupRuns.takenAt })
    .from(backupRuns)
    .orderBy(desc(backupRuns.takenAt))
    .limit(1);
  return row?.takenAt ?? null;
}
