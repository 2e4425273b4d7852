import http from 'node:http';
import { type ErrorCode, findControlCharacter, numericErrorCode } from '@rangkai/shared';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { adminRoutes } from './features/admin/index.js';
import { adminHotelBookingRoutes, adminHotelRoutes } from './features/admin-hotels/index.js';
import authRoutes from './features/auth/routes.js';
import { bonusRoutes } from './features/bonus/index.js';
import { compensationRoutes } from './features/compensation/index.js';
import { adminHolidayRoutes } from './features/cooling-off/index.js';
import { genealogyRoutes } from './features/genealogy/index.js';
import globalRoutes from './features/global/routes.js';
import healthRoutes from './features/health/routes.js';
import { hotelRoutes } from './features/hotels/index.js';
import { kycRoutes } from './features/kyc/index.js';
import { mailWorkerPlugin } from './features/mail/index.js';
import { adminMallRoutes, mallRoutes } from './features/mall/index.js';
import publicMemberRoutes from './features/member/public-routes.js';
import memberRoutes from './features/member/routes.js';
import { metricsPlugin } from './features/metrics/index.js';
import { newsRoutes } from './features/news/index.js';
import { notificationRoutes } from './features/notifications/index.js';
import { adminOrderRoutes, orderRoutes } from './features/orders/index.js';
import { adminPackageRoutes, packageRoutes } from './features/packages/index.js';
import { receiptRoutes } from './features/receipts/index.js';
import { adminReferenceRoutes } from './features/reference/index.js';
import { ticketRoutes } from './features/tickets/index.js';
import walletAdminRoutes from './features/wallet/admin-routes.js';
import walletRoutes from './features/wallet/routes.js';
import { withdrawalRoutes } from './features/withdrawal/index.js';
import { fieldError } from './lib/app-error.js';
import type { Config } from './lib/config.js';
import { redactingLogger } from './lib/log-redaction.js';
import type { Mailer } from './lib/mail.js';
import appContext from './plugins/app-context.js';
import auth from './plugins/auth.js';
import errorHandler from './plugins/error-handler.js';
import external from './plugins/external.js';
import web from './plugins/web.js';

const envelopeError = (code: ErrorCode) => ({
  error_code: numericErrorCode(code),
  message: code,
  data: null,
});

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Plugins in layers: external → the app's own (context, auth, errors) → routes → web. */
export async function buildApp({ config, database, mailer, logger }: BuildAppOptions) {
  const app = Fastify({
    // Logged URLs never hold a code or a password (`check-otp?otp=…` is a GET in the spec).
    logger: redactingLogger(logger ?? { level: config.LOG_LEVEL }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
    // Refusals the router and the HTTP parser make before any route runs: in the envelope too,
    // never echoing the request back.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply
        .code((tooLong ? 414 : 400) as never)
        .type('application/json; charset=utf-8')
        .send(
          JSON.stringify(
            envelopeError(tooLong ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR'),
          ) as never,
        );
    },
    clientErrorHandler: (error, socket) => {
      if ((error as { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
      const status = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const body = JSON.stringify(
        envelopeError(status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR'),
      );
      socket.end(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nConnection: close\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    },
  });
  // Every request schema, before zod: a text input holding a control character (a NUL would even
  // be refused by PostgreSQL) is a 400 naming the field, so new endpoints get the check for free.
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    if (route.httpPart === 'headers') return validate;
    return (data: unknown) => {
      const field = findControlCharacter(data);
      return field === null ? validate(data) : { error: fieldError('VALIDATION_ERROR', field) };
    };
  });
  app.setSerializerCompiler(serializerCompiler);

  await app.register(external);
  await app.register(appContext, { config, database, mailer });
  await app.register(mailWorkerPlugin);
  await app.register(metricsPlugin);
  await app.register(auth);
  await app.register(errorHandler);

  await app.register(healthRoutes);
  await app.register(globalRoutes);
  await app.register(authRoutes);
  await app.register(publicMemberRoutes);
  await app.register(memberRoutes);
  await app.register(walletRoutes);
  await app.register(walletAdminRoutes);
  await app.register(adminRoutes);
  await app.register(packageRoutes);
  await app.register(adminPackageRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(bonusRoutes);
  await app.register(compensationRoutes);
  await app.register(genealogyRoutes);
  await app.register(kycRoutes);
  await app.register(withdrawalRoutes);
  await app.register(notificationRoutes);
  await app.register(ticketRoutes);
  await app.register(newsRoutes);
  await app.register(mallRoutes);
  await app.register(adminMallRoutes);
  await app.register(hotelRoutes);
  await app.register(adminHotelRoutes);
  await app.register(adminHotelBookingRoutes);
  await app.register(receiptRoutes);
  await app.register(adminReferenceRoutes);
  await app.register(adminHolidayRoutes);

  await app.register(web);
  return app;
}
