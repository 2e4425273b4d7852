import type { KycInfo } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import { pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { kycSubmissions, members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MoneyActionResult } from '../money/index.js';
import type { StoredKycImages } from './kyc-images.js';
import { memberKycInfo } from './kyc-info.js';
import type { KycSubmission } from './parse-kyc-form.js';
import { kycTransitions } from './transitions.js';

/**
 * Records a submission: the member moves to pending (from not started or failed only) and the
 * identity number becomes theirs — `members.ic` is unique, so a number held by another member is
 * refused (`iC_USED`) even when two submissions race. The member's row is locked first, so two
 * submissions of one member are taken one after the other.
 */
export async function submitKyc(
  tx: Tx,
  input: { memberId: number; submission: KycSubmission; keys: StoredKycImages },
): Promise<MoneyActionResult<KycInfo>> {
  const [member] = await tx
    .select({ status: members.kycStatus, ic: members.ic })
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('no key update');
  if (!member) throw new AppError('UNAUTHORIZED');
  if (!kycTransitions[member.status].includes('pending'))
    throw new AppError('KYC_ALREADY_SUBMITTED', { status: member.status });
  const { submission } = input;
  try {
    await tx
      .update(members)
      .set({ kycStatus: 'pending', ic: submission.idNumber, updatedAt: new Date() })
      .where(eq(members.id, input.memberId));
  } catch (err) {
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'members_ic_upper')
      throw fieldError('iC_USED', 'id_number');
    throw err;
  }
  const [row] = await tx
    .insert(kycSubmissions)
    .values({
      memberId: input.memberId,
      idNumber: submission.idNumber,
      fullname: submission.fullname,
      birthDate: submission.birthDate,
      frontKey: input.keys.front,
      backKey: input.keys.back,
      selfieKey: input.keys.selfie,
    })
    .returning();
  return {
    data: memberKycInfo(row),
    audit: {
      action: 'kyc.submit',
      targetType: 'kyc',
      targetId: row.id,
      before: { kyc_status: member.status, ic: member.ic },
      after: { kyc_status: 'pending', ic: row.idNumber, selfie: row.selfieKey !== null },
    },
  };
}
