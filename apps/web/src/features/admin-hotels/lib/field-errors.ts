import type { z } from 'zod';
import { fieldCodes } from '@/lib/ticket-form';

/** The shared schema's first problem per field, as keys of the `errors` namespace. */
export function schemaErrors(schema: z.ZodTypeAny, body: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes(schema, body)).map(([field, code]) => [
      field,
      /^[A-Z][A-Z0-9_]*$/.test(code) ? code : 'invalid_value',
    ]),
  );
}
