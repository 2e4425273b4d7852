import { defineDialog } from '@/lib/dialogs';

const editProfileDialog = defineDialog({
  id: 'edit-profile',
  load: () => import('./components/edit-profile-modal').then((m) => m.editProfileDialog),
  namespaces: ['member'],
});

export const openEditProfile = () => editProfileDialog.open();
