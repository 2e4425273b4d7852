import type { AdminAction } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { ActionResult } from '../../lib/run-action.js';
import { revokeSubjectTokens } from '../auth/index.js';

type MemberRow = typeof members.$inferSelect;
type MemberChanges = Partial<
  Pick<
    MemberRow,
    | 'status'
    | 'secPasswordHash'
    | 'secFailCount'
    | 'secLockedUntil'
    | 'bankCountry'
    | 'bankName'
    | 'bankUser'
    | 'bankNumber'
    | 'branch'
  >
>;

interface MemberActionRule {
  audit: AdminAction;
  /** What the audit row records before and after (never a secret). */
  view: (m: MemberRow) => Record<string, unknown>;
  /** The state the member must be in; anything else is INVALID_STATE. */
  allowed: (m: MemberRow) => boolean;
  changes: MemberChanges;
  /** Extra work in the same transaction, after the update. */
  alsoDo?: (tx: Tx, m: MemberRow) => Promise<void>;
}

const statusView = (m: MemberRow) => ({ status: m.status });
const securityView = (m: MemberRow) => ({
  sec_password_set: m.secPasswordHash !== null,
  sec_fail_count: m.secFailCount,
  sec_locked_until: m.secLockedUntil?.toISOString() ?? null,
});
const bankView = (m: MemberRow) => ({
  bank_country: m.bankCountry,
  bank_name: m.bankName,
  bank_user: m.bankUser,
  bank_number: m.bankNumber,
  branch: m.branch,
});

/** The member status actions of the back-office, declared once: who may go where, and what. */
export const memberActionRules = {
  suspend: {
    audit: 'member.suspend',
    view: statusView,
    allowed: (m) => m.status === 'active',
    changes: { status: 'suspended' },
    // Every session ends now; requireMember and login refuse a suspended member from here on.
    alsoDo: (tx, m) => revokeSubjectTokens(tx, 'member', m.id),
  },
  unsuspend: {
    audit: 'member.unsuspend',
    view: statusView,
    allowed: (m) => m.status === 'suspended',
    changes: { status: 'active' },
  },
  reset_sec_password: {
    audit: 'member.reset_sec_password',
    view: securityView,
    allowed: (m) => m.secPasswordHash !== null || m.secFailCount > 0 || m.secLockedUntil !== null,
    changes: { secPasswordHash: null, secFailCount: 0, secLockedUntil: null },
  },
  reset_bank: {
    audit: 'member.reset_bank',
    view: bankView,
    allowed: (m) => Object.values(bankView(m)).some((v) => v !== null),
    changes: { bankCountry: null, bankName: null, bankUser: null, bankNumber: null, branch: null },
  },
} satisfies Record<string, MemberActionRule>;

export type MemberAction = keyof typeof memberActionRules;

/**
 * Applies one status action to a member; its audit row (before/after, reason) is written by the
 * path (`runAction`) in the same transaction: both happen or neither.
 */
export async function applyMemberAction(
  tx: Tx,
  options: { memberId: number; action: MemberAction; reason: string },
): Promise<ActionResult<null>> {
  const rule: MemberActionRule = memberActionRules[options.action];
  const [member] = await tx
    .select()
    .from(members)
    .where(eq(members.id, options.memberId))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND');
  if (!rule.allowed(member)) throw new AppError('INVALID_STATE');

  const [updated] = await tx
    .update(members)
    .set({ ...rule.changes, updatedAt: new Date() })
    .where(eq(members.id, member.id))
    .returning();
  await rule.alsoDo?.(tx, updated);
  return {
    data: null,
    audit: {
      action: rule.audit,
      targetType: 'member',
      targetId: member.id,
      reason: options.reason,
      before: rule.view(member),
      after: rule.view(updated),
    },
  };
}
