import { TextInput } from '@mantine/core';
import { createTicketRequest } from '@rangkai/shared';
import { useNavigate } from 'react-router';
import { TicketComposer } from '@/components/ticket-composer';
import { useTranslation } from '@/lib/i18n';
import { showError, showSuccess } from '@/lib/messages';
import { useTicketDraft } from '@/lib/use-ticket-draft';
import { useTranslateError } from '@/lib/use-translate-error';
import { useCreateTicket } from '../api/tickets';
import { useComposerLabels } from './use-composer-labels';

/** A new ticket: title, message and up to three images; then its conversation opens. */
export function NewTicketForm() {
  const { t } = useTranslation('ticket');
  const translateError = useTranslateError();
  const draft = useTicketDraft({ title: '', body: '' });
  const create = useCreateTicket();
  const navigate = useNavigate();
  const labels = useComposerLabels(t('new.submit'));

  const submit = () => {
    if (!draft.validate(createTicketRequest)) return;
    create.mutate(
      { ...draft.fields, files: draft.files },
      {
        onSuccess: (ticket) => {
          showSuccess('ticket:new.success');
          void navigate(`/web/general/ticketDetails?id=${ticket.id}`);
        },
        onError: (error) => {
          if (!draft.placeServerError(error)) showError(error);
        },
      },
    );
  };

  return (
    <TicketComposer
      testId="new-ticket"
      before={
        <TextInput
          label={t('form.title')}
          placeholder={t('form.title_placeholder')}
          required
          maxLength={120}
          value={draft.fields.title}
          onChange={(event) => draft.setField('title', event.currentTarget.value)}
          error={translateError(draft.errors.title)}
          data-autofocus
          data-testid="new-ticket-title"
        />
      }
      body={draft.fields.body}
      onBody={(value) => draft.setField('body', value)}
      error={translateError(draft.errors.body)}
      files={draft.files}
      onFiles={draft.setFiles}
      onProblem={(problem) => draft.setImageError(`ticket:image.${problem}`)}
      imageError={translateError(draft.errors.images)}
      labels={labels}
      submitting={create.isPending}
      onSubmit={submit}
    />
  );
}
