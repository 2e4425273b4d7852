import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

/** The member an admin explores (`/api/admin/members/:id/team/…`); NOT_FOUND when there is none. */
export async function existingMember(db: Executor, memberId: number) {
  const { rows } = await db.execute(sql`SELECT 1 FROM members WHERE id = ${memberId}`);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return memberId;
}
