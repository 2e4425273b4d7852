import type { KycSide } from '@rangkai/shared';
import type { Executor } from '../../db/client.js';
import { type AuditEntry, writeAudit } from '../../lib/audit.js';
import { adminKycImageKey } from './admin-kyc-image-key.js';

/** Storage key of one image of a submission for the back-office; each view of an image is audited. */
export async function viewKycImage(
  db: Executor,
  id: number,
  side: KycSide,
  by: { actor: AuditEntry['actor']; ip: string },
) {
  const { key, memberId } = await adminKycImageKey(db, id, side);
  if (key)
    await writeAudit(db, {
      actor: by.actor,
      action: 'kyc.view_image',
      targetType: 'kyc',
      targetId: id,
      after: { side, member_id: memberId },
      ip: by.ip,
    });
  return key;
}
