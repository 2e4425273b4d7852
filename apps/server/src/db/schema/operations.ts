import { bigint, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

/** Each archive the `backup` command wrote (the go-live checklist asks for one). */
export const backupRuns = pgTable('backup_runs', {
  id: serial('id').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  tables: integer('tables').notNull(),
  rows: bigint('rows', { mode: 'number' }).notNull(),
  files: integer('files').notNull(),
});
