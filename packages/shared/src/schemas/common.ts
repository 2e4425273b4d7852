import { z } from 'zod';
import { parseMoney } from '../money.js';

/** Every reply: `{ error_code, message, data }`; error_code 0 on success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ error_code: z.number().int(), message: z.string(), data });
}

export const errorEnvelope = z.object({
  error_code: z.number().int(),
  message: z.string(),
  data: z.unknown(),
});

export const fieldErrors = z.record(z.string(), z.string());

/** Money input: number or decimal string, ≥ 0.01, at most two decimals → integer sen (bigint). */
export const moneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseMoney(value);
  if (sen === null || sen <= 0n) {
    ctx.addIssue({ code: 'custom', message: 'INCORRECT_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

/** Plain decimal digits (an optional sign and fraction): how a query string or a form sends a number. */
const DECIMAL_TEXT = /^-?[0-9]{1,16}(\.[0-9]{1,16})?$/;

/**
 * A number input, the one way every request schema reads a number: a JSON number or, as query
 * strings and multipart forms send them, a plain decimal string, then checked by `schema`.
 * Anything else — `null`, `[]`, `""`, `false`, `true`, `[5]`, `"0x10"`, `"1e1"`, `" 7"` — is
 * refused naming the field, never read as 0, 1, 5 or 16 (which `z.coerce.number()` would do).
 */
export const numberInput = <T extends z.ZodType<number, number>>(schema: T) =>
  z
    .union([z.number(), z.string().regex(DECIMAL_TEXT).transform(Number)], {
      error: 'VALIDATION_ERROR',
    })
    .pipe(schema);

/** Money output: decimal string with two places. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A record id from a path: a positive decimal integer, digits only — `0x10`, `0b10000`, `16.0`,
 * `1e1` and ` 16` are refused, never read as 16.
 */
export const pathId = (max = 2_147_483_647) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, { message: 'VALIDATION_ERROR' })
    .transform(Number)
    .pipe(z.number().int().max(max, { message: 'VALIDATION_ERROR' }));

/** `{ id }` path parameters. */
export const idParams = z.object({ id: pathId() });

export const pageQuery = z.object({
  page: numberInput(z.number().int().min(1).max(100_000)).default(1),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

export const okData = z.object({}).nullable();

/** A member named in another's record (the back-office's lists). */
export const memberRef = z.object({
  id: z.number().int(),
  username: z.string(),
  member_code: z.string(),
});
