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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
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
