import type { KycStatus } from '@rangkai/shared';

/** Colour of the KYC label (spec §2): pending a warning, approved a success, failed a danger. */
export const kycStatusColors: Record<KycStatus, string> = {
  pending: 'yellow',
  approved: 'green',
  failed: 'red',
  not_started: 'gray',
};

/**
 * Spec §4: the KYC entry opens when failed (to submit again) or approved (read only), and also
 * before a first submission; only a submission under review keeps it closed.
 */
export function canOpenKyc(status: KycStatus): boolean {
  return status !== 'pending';
}
