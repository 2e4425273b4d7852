import { createTicketRequest, TICKET_IMAGE_FIELDS, ticketReplyRequest } from '@rangkai/shared';
import { parseFields } from '../../lib/app-error.js';
import type { Form } from '../../lib/form.js';
import { cleanImage } from '../../lib/images.js';

/** A message form (body and up to three images, each really decoded and stripped of metadata). */
export async function parseMessageForm(form: Form, withTitle: boolean) {
  const text = withTitle
    ? parseFields(createTicketRequest, form.fields)
    : { title: '', ...parseFields(ticketReplyRequest, form.fields) };
  const images = await Promise.all(
    TICKET_IMAGE_FIELDS.filter((f) => form.files[f]).map((f) => cleanImage(form.files[f], f)),
  );
  return { ...text, images };
}
export type MessageInput = Awaited<ReturnType<typeof parseMessageForm>>;
