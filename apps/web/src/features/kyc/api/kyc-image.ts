import type { KycSide } from '@rangkai/shared';
import { useAuthImage } from '@/components/auth-image';
import { fetchPrivateFile } from '@/lib/api-client';

/** The API path of one image: the one the submission names, else the route for its side. */
export function kycImagePath(path: string | null | undefined, side: KycSide): string {
  return path?.startsWith('/api/') ? path : `/api/member/kyc-image/${side}`;
}

/** A blob URL of an identity image while it is shown (a new submission fetches its own). */
export function useKycImage(path: string, submissionId: number) {
  return useAuthImage(`kyc-${submissionId}`, path, fetchPrivateFile);
}
