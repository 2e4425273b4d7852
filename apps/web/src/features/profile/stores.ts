import { createModalStore } from '@/lib/modal-store';

export const editProfileModal = createModalStore();

export const openEditProfile = () => editProfileModal.open(true);
