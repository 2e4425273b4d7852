import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { editProfileModal } from './stores';

const LazyEditProfileModal = lazyDialog(
  () => import('./components/edit-profile-modal').then((m) => m.EditProfileModal),
  ['member'],
);

/** The edit-profile dialog of the app shell: its code and texts load when it first opens. */
export function EditProfileModal() {
  return (
    <DeferredDialog opened={editProfileModal.useModal() !== null}>
      <LazyEditProfileModal />
    </DeferredDialog>
  );
}
