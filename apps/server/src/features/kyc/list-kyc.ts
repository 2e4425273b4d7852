import { PAGE_SIZE } from '@rangkai/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { kycSubmissions } from '../../db/schema/index.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { adminQuery, toAdminItem } from './admin-kyc-query.js';

/** The review queue: pending oldest first (first come, first reviewed); decided ones newest first. */
export async function listKyc(
  db: Executor,
  { status, page }: { status: 'pending' | 'approved' | 'failed'; page: number },
) {
  const [rows, [{ n }]] = await Promise.all([
    adminQuery(db)
      .where(eq(kycSubmissions.status, status))
      .orderBy(status === 'pending' ? kycSubmissions.id : desc(kycSubmissions.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(kycSubmissions).where(eq(kycSubmissions.status, status)),
  ]);
  return pageOf(rows.map(toAdminItem), page, n);
}
