/** The bank country whose banks are picked from `malaysianBanks` (a country's English name). */
export const MALAYSIA = 'Malaysia';

/**
 * The shared schema's errors for the bank form, with the account number's own text: its
 * VALIDATION_ERROR means "5 to 20 digits".
 */
export function bankDetailsErrors(errors: Record<string, string>): Record<string, string> {
  if (errors.bank_number === 'VALIDATION_ERROR') {
    return { ...errors, bank_number: 'withdraw:details.invalid_account' };
  }
  return errors;
}
