import { defineDialog } from '@/lib/dialogs';

/** The contact-us dialog (sidebar "contact_us"). */
const contactUsDialog = defineDialog({
  id: 'contact-us',
  load: () => import('./components/contact-us-dialog').then((m) => m.contactUsDialog),
  namespaces: ['ticket'],
});

export const openContactUs = () => contactUsDialog.open();
export const closeContactUs = contactUsDialog.close;
