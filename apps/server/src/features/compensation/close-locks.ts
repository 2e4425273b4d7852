import { sql } from 'drizzle-orm';

/** Advisory-lock classes: one close at a time; a date's purchases (shared) against its close. */
export const CLOSE_LOCK = 21067;
export const DATE_LOCK = 21068;
/** A date as the lock's second key: its day number. */
export const dayNumber = sql`- date '2000-01-01'`;
