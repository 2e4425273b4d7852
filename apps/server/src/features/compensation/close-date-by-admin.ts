import { formatSen } from '@rangkai/shared';
import type { Db } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { closeBusinessDate } from './close.js';
import { loadCloseDay } from './queries.js';

/**
 * Closes a business date from the back-office (a closed date changes nothing), the bonus.close
 * audit row in the close's own transaction; the day's figures after, and whether it closed now.
 */
export async function closeDateByAdmin(
  db: Db,
  date: string,
  by: { adminId: number; username: string; ip: string },
) {
  const summary = await closeBusinessDate(db, date, {
    trigger: 'admin',
    triggeredBy: by.username,
    onClosed: (tx, s) =>
      writeAudit(tx, {
        actor: { adminId: by.adminId, username: by.username },
        action: 'bonus.close',
        targetType: 'business_date',
        targetId: date,
        after: {
          purchases: s.purchases,
          sales: formatSen(s.salesBvSen),
          pairing: formatSen(s.pairingSen),
          level: formatSen(s.levelSen),
          leadership: formatSen(s.leadershipSen),
          bonus_count: s.bonusCount,
        },
        ip: by.ip,
      }),
  });
  const day = await loadCloseDay(db, date);
  if (!day) throw new Error(`close of ${date} left no row`);
  return { ...day, closed_now: summary.closed };
}
