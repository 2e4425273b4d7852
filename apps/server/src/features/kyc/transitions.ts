import type { KycStatus } from '@rangkai/shared';

/** Which KYC state may follow which (BUSINESS_RULES §8): declared once, checked in submitKyc and reviewKyc only. */
export const kycTransitions: Record<KycStatus, readonly KycStatus[]> = {
  not_started: ['pending'],
  pending: ['approved', 'failed'],
  failed: ['pending'],
  approved: [],
};
