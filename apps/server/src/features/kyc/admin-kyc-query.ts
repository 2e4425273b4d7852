import type { AdminKycItem, KycStatus } from '@rangkai/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { admins, kycSubmissions, members } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { adminImagePath, type KycRow, toKycInfo } from './kyc-info.js';
import { numberHeld } from './release-identity-number.js';

// The back-office's view of submissions: the joined query, its row shape and one submission.

const adminSelect = {
  k: kycSubmissions,
  username: members.username,
  memberCode: members.memberCode,
  memberFullname: members.fullname,
  memberIc: members.ic,
  memberKycStatus: members.kycStatus,
  reviewer: admins.username,
};

type AdminRow = {
  k: KycRow;
  username: string;
  memberCode: string;
  memberFullname: string;
  memberIc: string | null;
  memberKycStatus: KycStatus;
  reviewer: string | null;
};

export function toAdminItem(r: AdminRow): AdminKycItem {
  return {
    ...toKycInfo(r.k, adminImagePath(r.k.id)),
    member: {
      id: r.k.memberId,
      username: r.username,
      member_code: r.memberCode,
      fullname: r.memberFullname,
    },
    reviewed_by: r.reviewer,
    ic_releasable: numberHeld(r.k, { ic: r.memberIc, kycStatus: r.memberKycStatus }),
  };
}

export function adminQuery(db: Executor) {
  return db
    .select(adminSelect)
    .from(kycSubmissions)
    .innerJoin(members, eq(members.id, kycSubmissions.memberId))
    .leftJoin(admins, eq(admins.id, kycSubmissions.reviewedBy));
}

export async function getKyc(db: Executor, id: number) {
  const [row] = await adminQuery(db).where(eq(kycSubmissions.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row);
}
