import {
  type BankInfo,
  MALAYSIA_COUNTRY_ID,
  malaysianBanks,
  type userBankRequest,
} from '@rangkai/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor, Tx } from '../../db/client.js';
import { countries, members } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MoneyActionResult } from '../money/index.js';

type BankRow = Pick<
  typeof members.$inferSelect,
  'bankCountry' | 'bankName' | 'bankUser' | 'bankNumber' | 'branch'
>;
type BankDetails = Omit<z.output<typeof userBankRequest>, 'sec_password'>;

/** The bank-detail columns of a member row. */
export const bankColumns = {
  bankCountry: members.bankCountry,
  bankName: members.bankName,
  bankUser: members.bankUser,
  bankNumber: members.bankNumber,
  branch: members.branch,
};

/** Saved once a holder and an account number exist (spec §4): then read-only to the member. */
export const bankSaved = (row: BankRow) => Boolean(row.bankUser && row.bankNumber);

/** Complete enough to pay a withdrawal to (spec §5 complete_withdraw_details). */
export const bankComplete = (row: BankRow) =>
  Boolean(row.bankCountry && row.bankName && row.bankUser && row.bankNumber && row.branch);

export function toBankInfo(row: BankRow): BankInfo {
  return {
    bank_country: row.bankCountry,
    bank_name: row.bankName,
    bank_user: row.bankUser,
    bank_number: row.bankNumber,
    branch: row.branch,
    editable: !bankSaved(row),
  };
}

export async function getBankInfo(db: Executor, memberId: number): Promise<BankInfo> {
  const [row] = await db.select(bankColumns).from(members).where(eq(members.id, memberId));
  if (!row) throw new AppError('UNAUTHORIZED');
  return toBankInfo(row);
}

/**
 * Saves the member's bank details, once: a country of the reference list (by English name) and,
 * for Malaysia, a bank of the list. Saved details are refused (`BANK_DETAILS_LOCKED`) until an
 * administrator resets them.
 */
export async function saveBankDetails(
  tx: Tx,
  input: { memberId: number; details: BankDetails },
): Promise<MoneyActionResult<BankInfo>> {
  const [row] = await tx
    .select(bankColumns)
    .from(members)
    .where(eq(members.id, input.memberId))
    .for('no key update');
  if (!row) throw new AppError('UNAUTHORIZED');
  if (bankSaved(row)) throw new AppError('BANK_DETAILS_LOCKED');
  const { details } = input;
  const [country] = await tx
    .select({ id: countries.id, nameEn: countries.nameEn })
    .from(countries)
    .where(sql`lower(${countries.nameEn}) = lower(${details.bank_country})`);
  if (!country) throw fieldError('VALIDATION_ERROR', 'bank_country');
  const bankName =
    country.id === MALAYSIA_COUNTRY_ID
      ? malaysianBanks.find((b) => b.toLowerCase() === details.bank_name.toLowerCase())
      : details.bank_name;
  if (!bankName) throw fieldError('VALIDATION_ERROR', 'bank_name');
  const saved = {
    bankCountry: country.nameEn,
    bankName,
    bankUser: details.bank_user,
    bankNumber: details.bank_number,
    branch: details.branch,
  };
  await tx
    .update(members)
    .set({ ...saved, updatedAt: new Date() })
    .where(eq(members.id, input.memberId));
  return {
    data: toBankInfo(saved),
    audit: {
      action: 'member.bank_save',
      targetType: 'member',
      targetId: input.memberId,
      before: toBankInfo(row),
      after: toBankInfo(saved),
    },
  };
}
