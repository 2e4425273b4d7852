import { Paper, Text } from '@mantine/core';
import { ticketReplyRequest } from '@rangkai/shared';
import { useQueryClient } from '@tanstack/react-query';
import { TicketComposer } from '@/components/ticket-composer';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useTicketDraft } from '@/lib/use-ticket-draft';
import { useTranslateError } from '@/lib/use-translate-error';
import { ticketKeys, useReplyTicket } from '../api/tickets';
import { useComposerLabels } from './use-composer-labels';

/** The member's reply under an open ticket. */
export function TicketReply({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation('ticket');
  const translateError = useTranslateError();
  const draft = useTicketDraft({ body: '' });
  const reply = useReplyTicket();
  const queryClient = useQueryClient();
  const labels = useComposerLabels(t('details.send'));

  const submit = () => {
    if (!draft.validate(ticketReplyRequest)) return;
    reply.mutate(
      { id: ticketId, body: draft.fields.body, files: draft.files },
      {
        onSuccess: () => {
          draft.reset();
          showSuccess('ticket:details.sent');
        },
        onError: (error) => {
          if (draft.placeServerError(error)) return;
          showError(error);
          // Closed meanwhile (INVALID_STATE): reloaded, the details show the closed note.
          if (isApiError(error) && error.code === 'INVALID_STATE') {
            void queryClient.invalidateQueries({ queryKey: ticketKeys.details(ticketId) });
          }
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} size="sm" mb="xs">
        {t('details.reply')}
      </Text>
      <TicketComposer
        testId="ticket-reply"
        body={draft.fields.body}
        onBody={(value) => draft.setField('body', value)}
        error={translateError(draft.errors.body)}
        files={draft.files}
        onFiles={draft.setFiles}
        onProblem={(problem) => draft.setImageError(`ticket:image.${problem}`)}
        imageError={translateError(draft.errors.images)}
        labels={labels}
        submitting={reply.isPending}
        onSubmit={submit}
      />
    </Paper>
  );
}
