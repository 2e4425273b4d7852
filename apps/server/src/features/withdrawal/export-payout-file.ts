import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import type { ActionBy } from '../../lib/run-action.js';
import type { WithdrawalFilter } from './admin-query.js';
import { exportWithdrawals } from './export-withdrawals.js';
import { payoutCsv } from './payout-csv.js';

/**
 * The bank payout file (CSV) of the filter; its audit row names the filter and every withdrawal
 * id the file holds. A read, so the rows are read and the download recorded one after the other.
 */
export async function exportPayoutFile(
  db: Db,
  by: ActionBy,
  filter: WithdrawalFilter,
): Promise<string> {
  const rows = await exportWithdrawals(db, filter);
  await writeAudit(db, {
    actor: by.actor,
    ip: by.ip ?? null,
    action: 'withdrawal.export',
    targetType: 'withdrawal',
    after: { ...filter, count: rows.length, ids: rows.map((r) => r.id) },
  });
  return payoutCsv(rows);
}
