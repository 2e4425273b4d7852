import crypto from 'node:crypto';
import { type Db, inTransaction } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { sendMessage } from './notify.js';

/** A back-office message to every active member or to one, audited; how many members got it. */
export function sendAdminMessage(
  db: Db,
  input: { to: string; title: string; body: string },
  by: { adminId: number; username: string; ip: string },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const n = await sendMessage(tx, { ...input, messageId: crypto.randomUUID() });
    await writeAudit(tx, {
      actor: { type: 'admin', adminId: by.adminId, username: by.username },
      action: 'notification.send',
      targetType: 'notification',
      after: { to: input.to, title: input.title, sent: n },
      ip: by.ip,
    });
    return n;
  });
}
