import { and, eq, lt } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema/index.js';
import type { CliCommand } from '../../lib/cli-command.js';
import { readIntSetting } from '../settings/index.js';

/**
 * BUSINESS_RULES §12: an order in delivery completes by itself the set number of days (setting,
 * 14) after it was shipped, when the member never confirmed receipt. One statement per run,
 * idempotent (only orders still in delivery move), each recorded as a system event.
 */
export async function autoCompleteOrders(db: Db, now = new Date()): Promise<number> {
  const days = await readIntSetting(db, 'order_auto_complete_days');
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return inTransaction(db, async (tx) => {
    const done = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(orders.status, 'delivery'), lt(orders.shippedAt, cutoff)))
      .returning({ id: orders.id });
    if (done.length > 0)
      await tx.insert(orderEvents).values(
        done.map((o) => ({
          orderId: o.id,
          status: 'completed' as const,
          note: `auto_completed_after_${days}_days`,
          actorType: 'system' as const,
          actorName: 'system',
        })),
      );
    return done.length;
  });
}

/** Runs `autoCompleteOrders` every hour in the server process (errors are logged, not fatal). */
export function scheduleAutoComplete(db: Db, log: { error(obj: unknown, msg: string): void }) {
  const run = () =>
    autoCompleteOrders(db).catch((err) => log.error({ err }, 'order auto-complete failed'));
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}

export const orderCommands: Record<string, CliCommand> = {
  'orders:auto-complete': {
    summary: 'Complete orders shipped more than order_auto_complete_days ago (also runs hourly)',
    async run({ db }) {
      const count = await autoCompleteOrders(db);
      console.log(`${count} order(s) completed`);
      return 0;
    },
  },
};
