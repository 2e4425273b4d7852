import { Alert, Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { RecordsEmpty, RecordsError } from '@/components/record-states';
import { TicketConversation } from '@/components/ticket-conversation';
import { fetchPrivateFile } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { useTicketDetails } from '../api/tickets';
import { ticketIdParam } from '../lib/status';
import { TicketReply } from './ticket-reply';
import { TicketStatusBadge } from './ticket-status-badge';

function DetailsLoading() {
  return (
    <Stack gap="sm" aria-busy data-testid="ticket-details-loading">
      <Skeleton h={20} w="60%" />
      <Skeleton h={64} w="75%" ml="auto" radius="lg" />
      <Skeleton h={64} w="75%" radius="lg" />
    </Stack>
  );
}

/** /web/general/ticketDetails?id=: the conversation, the status, and the reply while open. */
export function TicketDetailsPage() {
  const { t, i18n } = useTranslation('ticket');
  const [params] = useSearchParams();
  const id = ticketIdParam(params);
  const query = useTicketDetails(id);
  const notFound = id === 0 || (isApiError(query.error) && query.error.code === 'NOT_FOUND');

  let content = <DetailsLoading />;
  if (notFound) content = <RecordsEmpty text={t('details.not_found')} />;
  else if (query.isError && !query.data) {
    content = <RecordsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (query.data) {
    const ticket = query.data;
    content = (
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Title order={3} style={{ overflowWrap: 'anywhere' }} data-testid="ticket-title">
              {ticket.title}
            </Title>
            <TicketStatusBadge status={ticket.status} />
          </Group>
          <Text size="xs" c="dimmed">
            {t('details.opened', { date: formatDateTime(ticket.created_at, i18n.language) })}
          </Text>
        </Stack>
        <TicketConversation
          messages={ticket.conversation}
          mine="member"
          nameOf={(m) => (m.author === 'member' ? t('details.you') : t('details.support'))}
          attachmentLabel={(n) => t('details.attachment', { n })}
          language={i18n.language}
          scope="ticket"
          loadImage={fetchPrivateFile}
        />
        {ticket.status === 'closed' ? (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            data-testid="ticket-closed"
          >
            {t('details.closed_note')}
          </Alert>
        ) : (
          <TicketReply ticketId={ticket.id} />
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="ticket-details-page">
      <Anchor component={Link} to="/web/general/ticketList" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} />
          {t('details.back')}
        </Group>
      </Anchor>
      {content}
    </Stack>
  );
}
