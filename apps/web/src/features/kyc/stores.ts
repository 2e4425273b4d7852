import { createModalStore } from '@/lib/modal-store';

/** The KYC dialog (sidebar "kyc", the withdraw dialog's hint). */
export const kycModal = createModalStore();

export const openKyc = () => kycModal.open(true);
export const closeKyc = kycModal.close;
