import type { AdminState, adminStateRequest } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { members, states } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { toAdminState } from './list-states.js';

type StateInput = z.output<typeof adminStateRequest>;

/**
 * Moves a state to the West or East area; its audit row has before/after. The mall reads the area of
 * an address's state when it prices an order, so the next order pays the new area's shipping;
 * orders already placed keep their fee. Members living in the state get its area on their
 * profile too (the profile keeps the area of its state, see member/profile.ts).
 */
export async function updateState(
  tx: Tx,
  options: { id: number; input: StateInput; reason?: string | null },
): Promise<ActionResult<AdminState>> {
  const [before] = await tx.select().from(states).where(eq(states.id, options.id)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  if (before.area === options.input.area) return { data: toAdminState(before), audit: null };
  const [after] = await tx
    .update(states)
    .set({ area: options.input.area })
    .where(eq(states.id, options.id))
    .returning();
  await tx.update(members).set({ area: options.input.area }).where(eq(members.stateId, after.id));
  return {
    data: toAdminState(after),
    audit: {
      action: 'state.update',
      targetType: 'state',
      targetId: after.id,
      reason: options.reason ?? null,
      before: { area: before.area },
      after: { area: after.area },
    },
  };
}
