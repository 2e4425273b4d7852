import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TicketSummary } from '@rangkai/shared';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { TicketStatusBadge } from './ticket-status-badge';

/** One ticket: title and status, last activity and how many messages; opens its conversation. */
export function TicketCard({ ticket }: { ticket: TicketSummary }) {
  const { t, i18n } = useTranslation('ticket');
  return (
    <UnstyledButton
      component={Link}
      to={`/web/general/ticketDetails?id=${ticket.id}`}
      data-testid="ticket-card"
    >
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {ticket.title}
            </Text>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('list.updated', { date: formatDateTime(ticket.updated_at, i18n.language) })}
            </Text>
            <Group gap={4} wrap="nowrap">
              <IconMessages size={14} color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('list.messages', { count: ticket.messages })}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
