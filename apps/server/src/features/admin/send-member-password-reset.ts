import type { AdminPasswordResetReply } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { issueOtp } from '../otp/index.js';

/**
 * An operator sends a member the forgotten-password code (the member's own flow: the same code,
 * mail, tries and expiry; the member sets the new password and every session of theirs ends).
 * The operator learns where it went, masked, never the code; the audit row says the same.
 */
export async function sendMemberPasswordReset(
  tx: Tx,
  options: { memberId: number; reason: string },
): Promise<ActionResult<AdminPasswordResetReply>> {
  const [member] = await tx
    .select({ id: members.id, email: members.email, locale: members.locale })
    .from(members)
    .where(eq(members.id, options.memberId))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND');
  if (!member.email) throw new AppError('INVALID_STATE', { email: 'REQUIRED' });
  const sent = await issueOtp(tx, {
    purpose: 'forget_password',
    target: String(member.id),
    email: member.email,
    lang: member.locale,
  });
  return {
    data: sent,
    audit: {
      action: 'member.password_reset',
      targetType: 'member',
      targetId: member.id,
      reason: options.reason,
      before: null,
      after: { mail: 'forget_password', sent_to: sent.email_hint },
    },
  };
}
