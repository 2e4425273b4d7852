import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-error';
import { serverFieldErrors } from '@/lib/form-errors';
import { fieldCodes } from '@/lib/ticket-form';

/**
 * The draft of a ticket message (member or back-office): its text fields, up to three images,
 * and an error key per field (`errors` codes, or `images` with the key the screen names).
 */
export function useTicketDraft<F extends Record<string, string>>(initial: F) {
  const [fields, setFields] = useState<F>(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  return {
    fields,
    files,
    errors,
    setField: (name: keyof F & string, value: string) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    setFiles: (next: File[]) => {
      setFiles(next);
      setErrors(({ images: _, ...rest }) => rest);
    },
    setImageError: (key: string) => setErrors((current) => ({ ...current, images: key })),
    /** Checks the fields against the shared schema; true when they may be sent. */
    validate: (schema: z.ZodTypeAny) => {
      const codes = fieldCodes(schema, fields);
      setErrors(codes);
      return Object.keys(codes).length === 0;
    },
    /** Places a refusal on its field; false when it belongs to none (the caller shows it). */
    placeServerError: (error: unknown) => {
      const codes = serverFieldErrors(error, { PAYLOAD_TOO_LARGE: 'images' });
      const known = Object.fromEntries(
        Object.entries(codes).filter(([k]) => k in fields || k === 'images' || /^image\d$/.test(k)),
      );
      for (const key of Object.keys(known)) {
        if (/^image\d$/.test(key)) {
          known.images = known[key];
          delete known[key];
        }
      }
      if (Object.keys(known).length === 0) return false;
      setErrors(known);
      return isApiError(error);
    },
    reset: () => {
      setFields(initial);
      setFiles([]);
      setErrors({});
    },
  };
}
