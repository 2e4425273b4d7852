import type { KycSide } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { sideKey } from './kyc-info.js';

/** Storage key of one image of a submission, and its member (for the admin image route). */
export async function adminKycImageKey(db: Executor, id: number, side: KycSide) {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { key: sideKey(row, side), memberId: row.memberId };
}
