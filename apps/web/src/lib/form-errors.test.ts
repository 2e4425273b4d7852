import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeServerError } from '@/lib/form-errors';
import type { TFunction } from '@/lib/i18n';

/** `t` as the locale files say it, for the text used here. */
const t = ((key: string, options?: { time?: string }) =>
  key === 'member:locked_until' ? `Locked until ${options?.time}.` : key) as unknown as TFunction;

describe('a locked security password', () => {
  it('ends at a time of the business time zone, whatever zone the phone is in', () => {
    // The phone is in New York (04:45 there); the lock ends at 17:45 in Kuala Lumpur.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const error = new ApiError({
        httpStatus: 423,
        code: 'SEC_PASSWORD_LOCKED',
        data: { locked_until: '2026-11-28T09:45:00.000Z' },
      });
      expect(describeServerError(t, error, 'SEC_PASSWORD_LOCKED')).toMatch(
        /^errors:SEC_PASSWORD_LOCKED Locked until (17:45|05:45\sPM)\.$/,
      );
    } finally {
      process.env.TZ = zone;
    }
  });
});
