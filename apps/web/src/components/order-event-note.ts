import type { OrderEvent } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';

/**
 * An order event's note in the reader's language: a note the system wrote (`note_code`, e.g. the
 * member confirmed receipt) translated; a person's note (a reason, a tracking number) as written.
 */
export function useOrderEventNote() {
  const { t } = useTranslation('orders');
  return (event: Pick<OrderEvent, 'note' | 'note_code' | 'days'>): string | null =>
    event.note_code ? t(`event_note.${event.note_code}`, { days: event.days ?? 0 }) : event.note;
}
