import type { KycSide } from '@rangkai/shared';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions } from '../../db/schema/index.js';
import { sideKey } from './kyc-info.js';

/** The member's latest submission, or null before the first. */
export async function latestKyc(db: Executor, memberId: number) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** Storage key of one image of the member's latest submission. */
export async function memberKycImageKey(db: Executor, memberId: number, side: KycSide) {
  const row = await latestKyc(db, memberId);
  return row ? sideKey(row, side) : null;
}
