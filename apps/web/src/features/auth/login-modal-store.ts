import { createModalStore } from '@/lib/modal-store';

const loginModal = createModalStore();

export const openLoginModal = () => loginModal.open(true);
export const closeLoginModal = loginModal.close;
export const useLoginModalOpened = (): boolean => loginModal.useModal() !== null;
