import type { Executor } from '../../db/client.js';
import { withdrawals } from '../../db/schema/index.js';
import {
  adminQuery,
  filterWhere,
  toAdminWithdrawal,
  type WithdrawalFilter,
} from './admin-query.js';
import { withdrawSettings } from './withdraw-settings.js';

/** Every withdrawal of the filter, oldest first, for the bank payout file. */
export async function exportWithdrawals(db: Executor, f: WithdrawalFilter) {
  const [rows, settings] = await Promise.all([
    adminQuery(db).where(filterWhere(f)).orderBy(withdrawals.id),
    withdrawSettings(db),
  ]);
  return rows.map((r) => toAdminWithdrawal(r, settings.usdtRate));
}
