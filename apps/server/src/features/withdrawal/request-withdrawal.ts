import { type WithdrawRecord, withdrawalFee } from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import { pgConstraint, pgErrorCode, type Tx } from '../../db/client.js';
import { members, withdrawals } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { businessDate } from '../../lib/business-time.js';
import type { MoneyActionResult } from '../money/index.js';
import { postJournal } from '../wallet/index.js';
import { bankColumns, bankComplete } from './bank.js';
import { blockingWithdrawal } from './blocking-withdrawal.js';
import { withdrawalPhase } from './phase.js';
import { toWithdrawRecord, type WithdrawalRow } from './withdraw-record.js';
import { withdrawSettings } from './withdraw-settings.js';

/**
 * A member's withdrawal request (BUSINESS_RULES §9), in the money path's transaction: approved
 * KYC, complete bank details, a whole amount of at least the minimum, no pending withdrawal and
 * none yet in this phase (a rejected one does not count); the amount leaves point1 into
 * withdrawals payable at once. The member's row is locked first, so one member's requests are
 * taken one after the other; two partial unique indexes hold the same rules in the database.
 */
export async function requestWithdrawal(
  tx: Tx,
  input: { memberId: number; amountSen: bigint; now?: Date },
): Promise<MoneyActionResult<WithdrawRecord>> {
  const [member] = await tx
    .select({ kycStatus: members.kycStatus, ...bankColumns })
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('no key update');
  if (!member) throw new AppError('UNAUTHORIZED');
  if (member.kycStatus !== 'approved') throw new AppError('PLEASE_COMPLETE_KYC');
  if (!bankComplete(member)) throw new AppError('complete_withdraw_details');
  const settings = await withdrawSettings(tx);
  if (input.amountSen % 100n !== 0n) throw fieldError('INCORRECT_AMOUNT', 'amount');
  if (input.amountSen < settings.minSen) throw fieldError('MIN_WITHDRAW_AMOUNT', 'amount');
  const { phase } = withdrawalPhase(businessDate(input.now));
  const blocked = await blockingWithdrawal(tx, input.memberId, phase);
  if (blocked) throw new AppError(blocked);

  const feeSen = withdrawalFee(input.amountSen, settings.feePercent);
  const {
    rows: [{ id }],
  } = await tx.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
  );
  let journalId: number;
  try {
    ({ journalId } = await postJournal(tx, {
      type: 'withdraw',
      reference: `withdraw:${id}`,
      // Shown in the member's records: the bank and the account's last four digits only.
      memo: `${member.bankName} ••••${member.bankNumber!.slice(-4)}`,
      actor: { type: 'member', id: input.memberId },
      lines: [
        { account: { memberId: input.memberId, wallet: 'point1' }, amount: -input.amountSen },
        { account: { system: 'withdrawals_payable' }, amount: input.amountSen },
      ],
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'INSUFFICIAN_BALANCE')
      throw fieldError('INSUFFICIAN_BALANCE', 'amount');
    throw err;
  }
  let row: WithdrawalRow;
  try {
    [row] = await tx
      .insert(withdrawals)
      .values({
        id: Number(id),
        memberId: input.memberId,
        amountSen: input.amountSen,
        feeSen,
        phase,
        bankCountry: member.bankCountry!,
        bankName: member.bankName!,
        bankUser: member.bankUser!,
        bankNumber: member.bankNumber!,
        branch: member.branch!,
        journalId,
      })
      .returning();
  } catch (err) {
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'withdrawals_one_pending')
      throw new AppError('LAST_WITHDRAWAL_PENDING');
    if (pgErrorCode(err) === '23505' && pgConstraint(err) === 'withdrawals_one_per_phase')
      throw new AppError('WITHDRAWAL_PHASE_USED');
    throw err;
  }
  const record = toWithdrawRecord(row, settings.usdtRate);
  return {
    data: record,
    audit: {
      action: 'withdrawal.request',
      targetType: 'withdrawal',
      targetId: row.id,
      after: {
        status: 'pending',
        amount: record.amount,
        fee: record.fee,
        phase,
        journal_id: journalId,
      },
    },
  };
}
