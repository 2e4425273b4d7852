import type { KycInfo, KycSide } from '@rangkai/shared';
import type { kycSubmissions } from '../../db/schema/index.js';

export type KycRow = typeof kycSubmissions.$inferSelect;

export const MEMBER_IMAGE_PATH = '/api/member/kyc-image/';

export function toKycInfo(row: KycRow, imagePath: (side: KycSide) => string): KycInfo {
  return {
    id: row.id,
    id_number: row.idNumber,
    fullname: row.fullname,
    status: row.status,
    reason: row.reason,
    ic_front: imagePath('ic_front'),
    ic_back: imagePath('ic_back'),
    selfie: row.selfieKey ? imagePath('selfie') : null,
    public_path: imagePath('ic_front').replace(/ic_front$/, ''),
    submitted_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  };
}

export const memberKycInfo = (row: KycRow) =>
  toKycInfo(row, (side) => `${MEMBER_IMAGE_PATH}${side}`);
export const adminImagePath = (id: number) => (side: KycSide) =>
  `/api/admin/kyc/${id}/image/${side}`;

/** Storage key of one image of a submission. */
export const sideKey = (row: KycRow, side: KycSide) =>
  side === 'ic_front' ? row.frontKey : side === 'ic_back' ? row.backKey : row.selfieKey;
