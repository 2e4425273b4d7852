import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { type TicketStatus, ticketStatuses } from '@rangkai/shared';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { MemberCell } from '@/components/admin/member-cell';
import { PageHeader } from '@/components/admin/page-header';
import { PagedResult } from '@/components/admin/paged-result';
import { StatusTabs } from '@/components/admin/status-tabs';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { adminTicketsQuery, useAdminTickets } from '../api/tickets';
import { ageLabel, statusParam } from '../lib/tickets';

/** A tab's count: the total of that status's first page (the same query the tab opens with). */
function TabCount({ status }: { status: TicketStatus }) {
  const query = useQuery({ ...adminTicketsQuery(status, 1), staleTime: 60_000 });
  if (query.data === undefined) return null;
  return (
    <Badge size="xs" variant="light" color="gray" data-testid={`admin-tickets-count-${status}`}>
      {query.data.total}
    </Badge>
  );
}

/** /admin/tickets: the support inbox by status (pending oldest first); a row opens the ticket. */
export function TicketsPage() {
  const { t, i18n } = useTranslation('adminTickets');
  const [params, setParams] = useSearchParams();
  const status = statusParam(params);
  const page = pageParam(params);
  const tickets = useAdminTickets(status, page);
  const go = (next: { status?: TicketStatus; page?: number }) => {
    const search = new URLSearchParams();
    const s = next.status ?? status;
    if (s !== 'pending') search.set('status', s);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <Stack gap={0} data-testid="admin-tickets-page">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <StatusTabs
        values={ticketStatuses}
        value={status}
        onChange={(s) => go({ status: s })}
        label={(s) => t(`status.${s}`)}
        testId="admin-tickets-tab"
        count={(s) => <TabCount status={s} />}
        scroll={false}
        mb="md"
      >
        <PagedResult
          query={tickets}
          page={page}
          onPage={(next) => go({ page: next })}
          emptyText={t(`page.empty.${status}`)}
        >
          {(rows) => (
            <Stack gap="xs" data-testid="admin-tickets-list">
              {rows.map((ticket) => (
                <Card key={ticket.id} withBorder radius="md" p="sm" data-testid="admin-ticket-row">
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                    <UnstyledButton
                      component={Link}
                      to={`/admin/tickets/${ticket.id}`}
                      miw={0}
                      style={{ flex: 1 }}
                      data-testid="admin-ticket-open"
                    >
                      <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        #{ticket.id} · {ticket.title}
                      </Text>
                      <Group gap="xs" mt={4} wrap="nowrap">
                        <Text size="xs" c="dimmed">
                          {t('page.age', { age: ageLabel(ticket.updated_at, i18n.language) })}
                        </Text>
                        <Group gap={2} wrap="nowrap">
                          <IconMessages size={14} color="var(--mantine-color-dimmed)" />
                          <Text size="xs" c="dimmed">
                            {ticket.messages}
                          </Text>
                        </Group>
                      </Group>
                    </UnstyledButton>
                    <MemberCell member={ticket.member} />
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
        </PagedResult>
      </StatusTabs>
    </Stack>
  );
}
