import { type ErrorCode, errorCodes, numericErrorCode } from '@rangkai/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgError } from '../db/client.js';
import { AppError, issueCode } from '../lib/app-error.js';

function reply(code: ErrorCode, data: unknown = null) {
  return { error_code: numericErrorCode(code), message: code, data };
}

/** One place that turns every failure into the envelope; nothing internal reaches the client. */
export default fp(async function errorHandler(app: FastifyInstance) {
  // A reply sent before the request's body was read (a too-large upload, a missing token, a rate
  // limit) closes the connection: the rest of the body would otherwise be taken for the next
  // request, or the socket reset under a client (a load balancer's 502) that was told keep-alive.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, res) => {
    if (error instanceof AppError) {
      return res.status(error.statusCode).send(reply(error.code, error.data));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[field] ??= issueCode(issue.message ?? '');
      }
      const codes = Object.values(fields);
      const single = codes.length === 1 && codes[0] in errorCodes ? (codes[0] as ErrorCode) : null;
      return res.status(400).send(reply(single ?? 'VALIDATION_ERROR', fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return res.status(429).send(reply('TOO_MANY_REQUESTS'));
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return res.status(413).send(reply('PAYLOAD_TOO_LARGE'));
    }
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        status === 401
          ? 'UNAUTHORIZED'
          : status === 403
            ? 'NO_PERMISSION'
            : status === 404
              ? 'NOT_FOUND'
              : 'VALIDATION_ERROR';
      return res.status(status).send(reply(code, { reason: error.code ?? null }));
    }
    // A unique violation no domain function mapped (two requests racing to create one code): a
    // conflict naming the column, never a 500.
    const database = pgError(error);
    if (database?.code === '23505') {
      const column = /^Key \(([a-z_]+)\)=/.exec(database.detail ?? '')?.[1];
      request.log.info({ constraint: database.constraint }, 'unique violation');
      return res.status(409).send(reply('CONFLICT', column ? { [column]: 'CONFLICT' } : null));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return res.status(500).send(reply('internalError', { request_id: request.id }));
  });
});
