import type { WithdrawStatus } from '@rangkai/shared';

/** Which status may follow which (BUSINESS_RULES §9): declared once, checked in decideWithdrawal only. */
export const withdrawTransitions: Record<WithdrawStatus, readonly WithdrawStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['completed'],
  completed: [],
  rejected: [],
};
