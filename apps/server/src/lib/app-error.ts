import { type ErrorCode, errorCodes } from '@rangkai/shared';

/** An expected refusal with a stable code (spec §8); the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly data: unknown = null,
    statusCode?: number,
  ) {
    super(code);
    this.statusCode = statusCode ?? Math.max(errorCodes[code], 400);
  }
}

/** A refusal pinned to one input field: `data` names the field. */
export function fieldError(code: ErrorCode, field: string, statusCode?: number): AppError {
  return new AppError(code, { [field]: code }, statusCode);
}

/** Maps a zod issue message to a stable code: our schemas use codes as messages. */
export function issueCode(message: string): string {
  if (/received undefined/.test(message)) return 'REQUIRED';
  return /^[A-Za-z_]+$/.test(message) && message.length <= 40 ? message : 'VALIDATION_ERROR';
}

/**
 * Validates data a route could not hand to its schema (a multipart form) with the same mapping
 * as the error handler: a refusal names each field at fault with its code.
 */
export function parseFields<T>(
  schema: {
    safeParse(
      data: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  data: unknown,
): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[String(issue.path[0] ?? '_')] ??= issueCode(issue.message);
  const codes = Object.values(fields);
  const single = codes.length === 1 && codes[0] in errorCodes ? (codes[0] as ErrorCode) : null;
  throw new AppError(single ?? 'VALIDATION_ERROR', fields);
}
