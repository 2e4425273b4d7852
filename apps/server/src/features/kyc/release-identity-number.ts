import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { kycSubmissions, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEntry, writeAudit } from '../../lib/audit.js';

/** Whether a failed submission's number is still its member's (failed, with that number). */
export const numberHeld = (
  submission: { status: string; idNumber: string },
  member: { ic: string | null; kycStatus: string } | undefined,
) =>
  submission.status === 'failed' &&
  member?.kycStatus === 'failed' &&
  member.ic?.toUpperCase() === submission.idNumber.toUpperCase();

/**
 * Frees the identity number of a failed submission, so that its true holder can use it: the
 * number stays on the member (`members.ic`, unique) after a failure until this is done. Only while
 * the member is still failed with that number — a number a newer submission holds (pending or
 * approved) is not released — else INVALID_STATE. The submission itself is kept as it was; the
 * audit row (before/after, reason) is written in the same transaction.
 */
export async function releaseIdentityNumber(
  tx: Tx,
  options: { id: number; reason: string; actor: AuditEntry['actor']; ip: string | null },
): Promise<void> {
  const [row] = await tx
    .select({
      memberId: kycSubmissions.memberId,
      idNumber: kycSubmissions.idNumber,
      status: kycSubmissions.status,
    })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, options.id));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'failed') throw new AppError('INVALID_STATE', { status: row.status });
  // The member's row is locked: a submission of theirs waits for this (submitKyc locks it too).
  const [member] = await tx
    .select({ ic: members.ic, kycStatus: members.kycStatus })
    .from(members)
    .where(eq(members.id, row.memberId))
    .for('update');
  if (!member || !numberHeld(row, member)) throw new AppError('INVALID_STATE', { ic: 'not_held' });
  await tx
    .update(members)
    .set({ ic: null, updatedAt: new Date() })
    .where(and(eq(members.id, row.memberId), sql`upper(${members.ic}) = upper(${row.idNumber})`));
  await writeAudit(tx, {
    actor: options.actor,
    ip: options.ip,
    action: 'kyc.release_ic',
    targetType: 'kyc',
    targetId: options.id,
    reason: options.reason,
    before: { member_id: row.memberId, ic: member.ic, kyc_status: member.kycStatus },
    after: { member_id: row.memberId, ic: null, kyc_status: member.kycStatus },
  });
}
