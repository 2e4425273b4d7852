import type { AdminKycItem } from '@rangkai/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { kycSubmissions, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { MoneyActionResult } from '../money/index.js';
import { notify } from '../notifications/index.js';
import { getKyc } from './admin-kyc-query.js';
import { kycTransitions } from './transitions.js';

/** Approve or fail a pending submission; the member's state follows it. */
export async function reviewKyc(
  tx: Tx,
  input: { id: number; decision: 'approved' | 'failed'; reason: string | null; adminId: number },
): Promise<MoneyActionResult<AdminKycItem>> {
  const [row] = await tx
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, input.id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  if (!kycTransitions[row.status].includes(input.decision))
    throw new AppError('INVALID_STATE', { status: row.status });
  await tx
    .update(kycSubmissions)
    .set({
      status: input.decision,
      reason: input.reason,
      reviewedBy: input.adminId,
      reviewedAt: sql`now()`,
    })
    .where(eq(kycSubmissions.id, row.id));
  await tx
    .update(members)
    .set({ kycStatus: input.decision, updatedAt: new Date() })
    .where(and(eq(members.id, row.memberId), eq(members.kycStatus, 'pending')));
  await notify(tx, {
    memberId: row.memberId,
    type: input.decision === 'approved' ? 'kyc_approved' : 'kyc_failed',
    params: input.decision === 'failed' ? { reason: input.reason ?? '' } : {},
    dedupeKey: `kyc:${row.id}`,
  });
  const item = await getKyc(tx, row.id);
  return {
    data: item,
    audit: {
      action: input.decision === 'approved' ? 'kyc.approve' : 'kyc.fail',
      targetType: 'kyc',
      targetId: row.id,
      reason: input.reason,
      before: { status: row.status },
      after: { status: input.decision, member_id: row.memberId },
    },
  };
}
