import { Button, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PagedRecords } from '@/components/paged-records';
import { useTranslation } from '@/lib/i18n';
import { pageParam } from '@/lib/member-page-query';
import { useTickets } from '../api/tickets';
import { NewTicketForm } from './new-ticket-form';
import { TicketCard } from './ticket-card';

/** /web/general/ticketList: the member's tickets, newest activity first; `?new=1` opens the form. */
export function TicketListPage() {
  const { t } = useTranslation('ticket');
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const creating = params.get('new') === '1';
  const query = useTickets(page);
  const phone = useMediaQuery('(max-width: 36em)');

  const update = (next: { page?: number; new?: boolean }) => {
    const search = new URLSearchParams();
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set('page', String(nextPage));
    if (next.new ?? creating) search.set('new', '1');
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="md" data-testid="ticket-list-page">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={3}>{t('list.title')}</Title>
        <Button
          size="xs"
          leftSection={<IconPlus size={16} />}
          onClick={() => update({ new: true })}
          data-testid="ticket-new"
        >
          {t('new.button')}
        </Button>
      </Group>
      <PagedRecords
        query={query}
        page={page}
        onPage={(next) => update({ page: next })}
        emptyText={t('list.empty')}
      >
        {(tickets) => (
          <Stack gap="xs" data-testid="ticket-cards">
            {tickets.map((ticket) => (
              <TicketCard key={ticket.id} ticket={ticket} />
            ))}
          </Stack>
        )}
      </PagedRecords>
      <Modal
        opened={creating}
        onClose={() => update({ new: false })}
        title={t('new.title')}
        fullScreen={phone}
        centered
        size="lg"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        data-testid="new-ticket-dialog"
      >
        <NewTicketForm />
      </Modal>
    </Stack>
  );
}
