import { z } from 'zod';
import { languageParam } from '../language.js';
import { adminReason } from './admin.js';
import { numberInput } from './common.js';

/**
 * The public holidays list of the back-office (BUSINESS_RULES §13, issue 28): with weekends, the
 * days a cooling-off period does not count. Admins add and remove (audited), support reads.
 */

/** A calendar date `YYYY-MM-DD` that exists (`2027-02-30` is refused), years 2000 to 2100. */
export const holidayDate = z
  .string({ message: 'REQUIRED' })
  .trim()
  .min(1, { message: 'REQUIRED' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'VALIDATION_ERROR' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
      return date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100;
    },
    { message: 'VALIDATION_ERROR' },
  );

/** The years the list can be kept for. */
export const holidayYear = numberInput(z.number().int().min(2000).max(2100));

/** `language`: the operator's; the seeded names are shown in Malay for `ms`, else English. */
export const publicHolidaysQuery = z.object({
  year: holidayYear.optional(),
  language: languageParam,
});

export const publicHoliday = z.object({
  date: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type PublicHoliday = z.infer<typeof publicHoliday>;

export const publicHolidaysReply = z.object({
  /** The year listed (the business calendar's current year unless asked). */
  year: z.number().int(),
  records: z.array(publicHoliday),
});
export type PublicHolidaysReply = z.infer<typeof publicHolidaysReply>;

export const addPublicHolidayRequest = z.strictObject({
  date: holidayDate,
  name: z
    .string({ message: 'REQUIRED' })
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(100, { message: 'VALIDATION_ERROR' }),
  reason: adminReason.optional(),
});
export type AddPublicHolidayRequest = z.input<typeof addPublicHolidayRequest>;

export const publicHolidayParams = z.object({ date: holidayDate });
