import type { z } from 'zod';
import { fieldCodes } from '@/lib/ticket-form';

/**
 * A code from the shared schema or the server as the key shown under a field (`errors`
 * namespace): the codes it knows (`REQUIRED`, `INCORRECT_AMOUNT`, `CONFLICT`…) as they are, the
 * schema's own wording (a number out of range) as `invalid_value`.
 */
export function errorKey(code: string): string {
  return /^[A-Z][A-Z0-9_]*$/.test(code) ? code : 'invalid_value';
}

/** The shared schema's first problem per field, as keys of the `errors` namespace. */
export function schemaErrors(schema: z.ZodTypeAny, body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes(schema, body)).map(([field, code]) => [field, errorKey(code)]),
  );
}
