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
