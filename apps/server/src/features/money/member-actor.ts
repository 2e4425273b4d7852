import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Session } from '../member/index.js';
import type { MoneyActor } from './run-money-action.js';

/** A logged-in member (their id and session) as the actor of a money action. */
export async function memberActor(
  db: Executor,
  member: { memberId: number; session: Session },
  secPassword: string | { recentCheck: true },
): Promise<Extract<MoneyActor, { type: 'member' }> & { username: string }> {
  const id = member.memberId;
  const [row] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, id));
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    type: 'member',
    memberId: id,
    username: row.username,
    session: member.session,
    secPassword,
  };
}
