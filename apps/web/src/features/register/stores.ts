import { createModalStore } from '@/lib/modal-store';

/** The registration dialog of the app shell; the payload is the sponsor code to pre-fill. */
export const registerModal = createModalStore<{ ref: string }>();

export const openRegister = (ref = '') => registerModal.open({ ref });
