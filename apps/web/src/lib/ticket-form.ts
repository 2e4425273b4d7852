import { TICKET_IMAGE_FIELDS } from '@rangkai/shared';
import type { z } from 'zod';

/**
 * The multipart body of a ticket message (member create or reply, back-office reply): the text
 * fields trimmed, then the images as `image1`…`image3` in the order they were picked.
 */
export function ticketFormData(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value.trim());
  files.slice(0, TICKET_IMAGE_FIELDS.length).forEach((file, i) => {
    form.set(TICKET_IMAGE_FIELDS[i], file, file.name);
  });
  return form;
}

/** The first error code per field of `schema` for `values` (`{ body: 'REQUIRED' }`), or {}. */
export function fieldCodes<T extends z.ZodTypeAny>(
  schema: T,
  values: unknown,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !codes[field]) codes[field] = issue.message;
  }
  return codes;
}
