import { formatSen, type WithdrawInfo } from '@rangkai/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import { bankColumns, toBankInfo } from './bank.js';
import { blockingWithdrawal } from './blocking-withdrawal.js';
import { withdrawalPhase } from './phase.js';
import { withdrawSettings } from './withdraw-settings.js';

/** What the withdraw dialog needs: balance, rules, the bank account and what blocks a request. */
export async function withdrawInfo(
  db: Executor,
  memberId: number,
  now?: Date,
): Promise<WithdrawInfo> {
  const { phase, nextStart } = withdrawalPhase(businessDate(now));
  const [[member], [wallet], settings, blocked] = await Promise.all([
    db
      .select({ kycStatus: members.kycStatus, ...bankColumns })
      .from(members)
      .where(eq(members.id, memberId)),
    db
      .select({ balance: accounts.balance })
      .from(accounts)
      .where(and(eq(accounts.memberId, memberId), eq(accounts.wallet, 'point1'))),
    withdrawSettings(db),
    blockingWithdrawal(db, memberId, phase),
  ]);
  if (!member) throw new AppError('UNAUTHORIZED');
  return {
    balance: formatSen(wallet?.balance ?? 0n),
    min_amount: Number(settings.minSen / 100n),
    fee_percent: settings.feePercent,
    usdt_rate: settings.usdtRate,
    kyc_status: member.kycStatus,
    bank: toBankInfo(member),
    pending: blocked === 'LAST_WITHDRAWAL_PENDING',
    phase_used: blocked === 'WITHDRAWAL_PHASE_USED',
    phase,
    next_phase_start: nextStart,
  };
}
