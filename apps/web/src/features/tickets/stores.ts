import { createModalStore } from '@/lib/modal-store';

/** The contact-us dialog (sidebar "contact_us"). */
export const contactUsModal = createModalStore();

export const openContactUs = () => contactUsModal.open(true);
export const closeContactUs = contactUsModal.close;
