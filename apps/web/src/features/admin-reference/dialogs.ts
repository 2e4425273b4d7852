import type { PublicHoliday } from '@rangkai/shared';
import { defineDialog } from '@/lib/dialogs';

/** "Remove this public holiday?" — its code and texts load the first time it opens. */
const removeHolidayDialog = defineDialog<PublicHoliday>({
  id: 'admin-remove-holiday',
  load: () => import('./components/remove-holiday-dialog').then((m) => m.removeHolidayDialog),
  namespaces: ['adminReference', 'errors'],
});

export const openRemoveHoliday = (holiday: PublicHoliday) => removeHolidayDialog.open(holiday);
