import type { Db } from '../../db/client.js';
import { countHit, refundHit } from '../../lib/shared-counter.js';
import type { SubjectType } from '../../lib/tokens.js';

/**
 * Budgets of failed logins, every one keyed on the account — its id once the name resolves, the
 * canonical form of the name before — so no spelling of a name gets a fresh budget:
 *
 * - a device that carries a valid device cookie for the account (from an earlier successful
 *   login there) has its own budget, 10 per 15 minutes, and nothing else applies to it: strangers'
 *   guesses elsewhere never lock the owner out of their own device;
 * - any other request counts per account and address (10 per 15 minutes) and per account from
 *   anywhere (100 per hour, so a spread-out guessing campaign ends; it refuses new devices only).
 *
 * Each try reserves its place before the password is hashed and gives it back when it succeeds
 * (or fails for another reason), so parallel guesses are counted exactly and successes never count.
 */
export const LOGIN_FAILURE_LIMITS = {
  perDevice: { max: 10, windowMs: 15 * 60_000 },
  perAddress: { max: 10, windowMs: 15 * 60_000 },
  perAccount: { max: 100, windowMs: 60 * 60_000 },
};

interface Budget {
  key: string;
  max: number;
  windowMs: number;
}

/** The budgets one login try draws on. */
export function loginBudgets(options: {
  kind: SubjectType;
  subjectId: number | null;
  canonical: string;
  address: string;
  deviceNonce: string | null;
}): Budget[] {
  const account =
    options.subjectId !== null
      ? `login:${options.kind}:id:${options.subjectId}`
      : `login:${options.kind}:name:${options.canonical}`;
  if (options.deviceNonce)
    return [{ key: `${account}:device:${options.deviceNonce}`, ...LOGIN_FAILURE_LIMITS.perDevice }];
  return [
    { key: `${account}:ip:${options.address}`, ...LOGIN_FAILURE_LIMITS.perAddress },
    { key: account, ...LOGIN_FAILURE_LIMITS.perAccount },
  ];
}

/**
 * Takes one try from every budget. Returns whether all had room and `release`, which gives the
 * try back (always called when refused, and after a try that was not a wrong password).
 */
export async function reserveLoginTry(db: Db, budgets: Budget[]) {
  const hits = await Promise.all(budgets.map((b) => countHit(db, b.key, b.windowMs)));
  const release = async () => {
    await Promise.all(budgets.map((b) => refundHit(db, b.key)));
  };
  return { allowed: hits.every((hit, i) => hit.count <= budgets[i].max), release };
}
