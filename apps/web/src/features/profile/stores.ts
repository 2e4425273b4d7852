import { createModalStore } from '@/features/security';

export const editProfileModal = createModalStore();

export const openEditProfile = () => editProfileModal.open(true);
