import { z } from 'zod';

/** BUSINESS_RULES §11: 6–20 characters, letters and digits only, at least one of each. */
export const passwordRules = {
  length: (v: string) => v.length >= 6 && v.length <= 20,
  alpha: (v: string) => /[A-Za-z]/.test(v),
  number: (v: string) => /\d/.test(v),
  alphaNumberOnly: (v: string) => /^[A-Za-z0-9]*$/.test(v),
};

/** Hint keys of spec §5, in display order, with whether each one holds. */
export function passwordHints(value: string) {
  return [
    { key: 'at_least_six_to_twenty', ok: passwordRules.length(value) },
    { key: 'at_least_one_alpha', ok: passwordRules.alpha(value) },
    { key: 'at_least_one_number', ok: passwordRules.number(value) },
    { key: 'alpha_number_only', ok: passwordRules.alphaNumberOnly(value) },
  ] as const;
}

export function isValidPassword(value: string): boolean {
  return passwordHints(value).every((h) => h.ok);
}

export const password = z.string().refine(isValidPassword, { message: 'invalid_password' });
