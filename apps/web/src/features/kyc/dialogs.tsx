import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { kycModal } from './stores';

const LazyKycModal = lazyDialog(
  () => import('./components/kyc-modal').then((m) => m.KycModal),
  ['kyc', 'member'],
);

/** The KYC dialog of the app shell: its code and texts load when it first opens. */
export function KycModal() {
  return (
    <DeferredDialog opened={kycModal.useModal() !== null}>
      <LazyKycModal />
    </DeferredDialog>
  );
}
