import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { ticketReplyRequest } from '@rangkai/shared';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { MemberCell } from '@/components/admin/member-cell';
import { PageHeader } from '@/components/admin/page-header';
import { TicketComposer } from '@/components/ticket-composer';
import { TicketConversation } from '@/components/ticket-conversation';
import { formatDateTime } from '@/lib/date-format';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useTicketDraft } from '@/lib/use-ticket-draft';
import { useTranslateError } from '@/lib/use-translate-error';
import {
  loadAdminTicketImage,
  useAdminTicket,
  useAdminTicketClose,
  useAdminTicketReply,
} from '../api/tickets';
import { AdminTicketStatusBadge } from './ticket-status-badge';

function ReplyBox({ id }: { id: number }) {
  const { t } = useTranslation('adminTickets');
  const translateError = useTranslateError();
  const draft = useTicketDraft({ body: '' });
  const reply = useAdminTicketReply();
  const submit = () => {
    if (!draft.validate(ticketReplyRequest)) return;
    reply.mutate(
      { id, body: draft.fields.body, files: draft.files },
      {
        onSuccess: () => {
          draft.reset();
          showSuccess('adminTickets:reply.done');
        },
        onError: (error) => {
          if (!draft.placeServerError(error)) showError(error);
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <TicketComposer
        testId="admin-ticket-reply"
        body={draft.fields.body}
        onBody={(value) => draft.setField('body', value)}
        error={translateError(draft.errors.body)}
        files={draft.files}
        onFiles={draft.setFiles}
        onProblem={(problem) => draft.setImageError(`adminTickets:image.${problem}`)}
        imageError={translateError(draft.errors.images)}
        labels={{
          body: t('reply.label'),
          placeholder: t('reply.placeholder'),
          submit: t('reply.submit'),
          add: t('reply.add_image'),
          remove: t('reply.remove_image'),
          hint: t('reply.image_hint'),
        }}
        submitting={reply.isPending}
        onSubmit={submit}
      />
    </Paper>
  );
}

function CloseButton({ id }: { id: number }) {
  const { t } = useTranslation('adminTickets');
  const [confirming, setConfirming] = useState(false);
  const close = useAdminTicketClose();
  return (
    <>
      <Button
        variant="light"
        color="gray"
        leftSection={<IconLock size={16} />}
        onClick={() => setConfirming(true)}
        data-testid="admin-ticket-close"
      >
        {t('close.button')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('close.title')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('close.confirm')}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('close.cancel')}
            </Button>
            <Button
              color="red"
              loading={close.isPending}
              data-testid="admin-ticket-close-confirm"
              onClick={() =>
                close.mutate(id, {
                  onSuccess: () => {
                    setConfirming(false);
                    showSuccess('adminTickets:close.done');
                  },
                  onError: (error) => {
                    setConfirming(false);
                    showError(error);
                  },
                })
              }
            >
              {t('close.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** /admin/tickets/:id: the conversation with the member, the reply box and closing. */
export function TicketPage() {
  const { t, i18n } = useTranslation('adminTickets');
  const id = Number(useParams().id) || 0;
  const query = useAdminTicket(id);

  const back = (
    <Anchor component={Link} to="/admin/tickets" size="sm" mb="xs">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} />
        {t('ticket.back')}
      </Group>
    </Anchor>
  );
  if (query.isError) {
    return (
      <Stack gap="xs">
        {back}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  if (!query.data) return <LoadingState />;
  const ticket = query.data;

  return (
    <Stack gap="md" maw={760} data-testid="admin-ticket-page">
      <Stack gap={0}>
        {back}
        <PageHeader
          title={
            <span style={{ overflowWrap: 'anywhere' }}>{`#${ticket.id} · ${ticket.title}`}</span>
          }
          subtitle={t('ticket.opened', { date: formatDateTime(ticket.created_at, i18n.language) })}
          actions={ticket.status !== 'closed' ? <CloseButton id={ticket.id} /> : undefined}
        />
        <Group justify="space-between" wrap="nowrap">
          <MemberCell member={ticket.member} />
          <AdminTicketStatusBadge status={ticket.status} />
        </Group>
      </Stack>
      <TicketConversation
        messages={ticket.conversation}
        mine="staff"
        nameOf={(m) =>
          m.author === 'staff' ? t('ticket.staff', { name: m.author_name }) : m.author_name
        }
        attachmentLabel={(n) => t('ticket.attachment', { n })}
        language={i18n.language}
        scope="admin-ticket"
        loadImage={loadAdminTicketImage}
      />
      {ticket.status === 'closed' ? (
        <Text size="sm" c="dimmed" ta="center" data-testid="admin-ticket-closed">
          {t('ticket.closed_note')}
        </Text>
      ) : (
        <ReplyBox id={ticket.id} />
      )}
    </Stack>
  );
}
