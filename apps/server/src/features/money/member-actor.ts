import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { memberId, memberSession } from '../../plugins/auth.js';
import type { MoneyActor } from './run-money-action.js';

/** The logged-in member of a request as the actor of a money action. */
export async function memberActor(
  db: Executor,
  request: FastifyRequest,
  secPassword: string | { recentCheck: true },
): Promise<MoneyActor> {
  const id = memberId(request);
  const [row] = await db
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, id));
  if (!row) throw new AppError('UNAUTHORIZED');
  return {
    type: 'member',
    memberId: id,
    username: row.username,
    session: memberSession(request),
    secPassword,
  };
}
