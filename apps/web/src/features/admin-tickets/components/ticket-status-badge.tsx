import { Badge } from '@mantine/core';
import type { TicketStatus } from '@rangkai/shared';
import { useTranslation } from '@/lib/i18n';
import { adminTicketColors } from '../lib/tickets';

export function AdminTicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('adminTickets');
  return (
    <Badge
      size="sm"
      variant="light"
      color={adminTicketColors[status]}
      data-testid="admin-ticket-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
