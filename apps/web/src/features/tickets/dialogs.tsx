import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { contactUsModal } from './stores';

const LazyContactUsDialog = lazyDialog(
  () => import('./components/contact-us-dialog').then((m) => m.ContactUsDialog),
  ['ticket'],
);

/** The contact-us dialog of the app shell: its code and texts load when it first opens. */
export function ContactUsHost() {
  return (
    <DeferredDialog opened={contactUsModal.useModal() !== null}>
      <LazyContactUsDialog />
    </DeferredDialog>
  );
}
