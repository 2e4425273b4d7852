import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { adminRoutes } from './features/admin/index.js';
import authRoutes from './features/auth/routes.js';
import globalRoutes from './features/global/routes.js';
import healthRoutes from './features/health/routes.js';
import publicMemberRoutes from './features/member/public-routes.js';
import memberRoutes from './features/member/routes.js';
import walletAdminRoutes from './features/wallet/admin-routes.js';
import walletRoutes from './features/wallet/routes.js';
import type { Config } from './lib/config.js';
import type { Mailer } from './lib/mail.js';
import appContext from './plugins/app-context.js';
import auth from './plugins/auth.js';
import errorHandler from './plugins/error-handler.js';
import external from './plugins/external.js';
import web from './plugins/web.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** Plugins in layers: external → the app's own (context, auth, errors) → routes → web. */
export async function buildApp({ config, database, mailer, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(external);
  await app.register(appContext, { config, database, mailer });
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

  await app.register(web);
  return app;
}
