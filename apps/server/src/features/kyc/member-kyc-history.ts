import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions } from '../../db/schema/index.js';
import { adminQuery, toAdminItem } from './admin-kyc-query.js';

/** A member's submissions, newest first. */
export async function memberKycHistory(db: Executor, memberId: number) {
  const rows = await adminQuery(db)
    .where(eq(kycSubmissions.memberId, memberId))
    .orderBy(desc(kycSubmissions.id));
  return rows.map(toAdminItem);
}
