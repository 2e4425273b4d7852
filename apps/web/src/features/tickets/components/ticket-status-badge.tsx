import { Badge } from '@mantine/core';
import type { TicketStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { ticketStatusColors } from '../lib/status';

/** Spec §4 ticket states: pending, replied, closed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('ticket');
  return (
    <Badge
      size="sm"
      variant="light"
      color={ticketStatusColors[status]}
      style={{ flex: 'none' }}
      data-testid="ticket-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
