import {
  cancelPurchaseReply,
  cancelPurchaseRequest,
  createPackageOrderRequest,
  downlinePackagesReply,
  envelope,
  order,
  pageQuery,
  registerMemberReply,
  registerMemberRequest,
  upgradePackageQuery,
  upgradePackageReply,
  upgradePackageRequest,
  upgradePackagesReply,
  userPackagesReply,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { pageOf } from '../../lib/pagination.js';
import { runAction } from '../../lib/run-action.js';
import { hashSecret } from '../../lib/secrets.js';
import { memberId, signedIn } from '../../plugins/auth.js';
import { memberActor, runMoneyAction } from '../money/index.js';
import { cancelPurchase } from './cancel-purchase.js';
import { updatePackageOrder } from './package-order.js';
import { registerDownline } from './register-downline.js';
import { upgradeOptions, upgradePackage } from './upgrade.js';
import { downlineUserPackages, memberUserPackages } from './user-packages.js';
import { mailWelcomeByRegistrant } from './welcome-mail.js';

const security = [{ bearer: [] }];
const moneyDescription =
  'Send an `Idempotency-Key` header: the same key returns the first reply and charges once.';

/** Packages (spec §7 Package calls, register-member, createPackageOrder), behind the member guard. */
export default async function packageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.get('/api/package/get-upgrade-package', {
    schema: {
      tags: ['package'],
      summary: 'The packages above the member’s, with the amount due and BV of each',
      security,
      querystring: upgradePackageQuery,
      response: { 200: envelope(upgradePackagesReply) },
    },
    handler: async (request) =>
      ok(await upgradeOptions(app.db, memberId(request), request.query.upgrade_package)),
  });

  app.post('/api/package/upgrade-package', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags: ['package'],
      summary: 'Upgrade to a higher package, paid from point3 (plus shipping)',
      description: moneyDescription,
      security,
      headers: idempotencyHeader,
      body: upgradePackageRequest,
      response: { 200: envelope(upgradePackageReply) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, ...body } = request.body;
      const actor = await memberActor(app.db, signedIn(request), secPassword);
      const result = await runMoneyAction(
        app.db,
        { actor, route: 'upgrade-package', key: idempotencyKey(request), body, ip: request.ip },
        (tx) =>
          upgradePackage(tx, {
            memberId: memberId(request),
            username: actor.username,
            input: request.body,
          }),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.post('/api/package/cancel-purchase', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags: ['package'],
      summary:
        'Cancel a purchase within its cooling-off period (BUSINESS_RULES §13): every sen back to point3, the package returned, the sponsor bonus taken back',
      description: moneyDescription,
      security,
      headers: idempotencyHeader,
      body: cancelPurchaseRequest,
      response: { 200: envelope(cancelPurchaseReply) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, ...body } = request.body;
      const actor = await memberActor(app.db, signedIn(request), secPassword);
      const result = await runMoneyAction(
        app.db,
        { actor, route: 'cancel-purchase', key: idempotencyKey(request), body, ip: request.ip },
        (tx) =>
          cancelPurchase(tx, {
            payerId: memberId(request),
            payerName: actor.username,
            userPackageId: body.user_package_id,
          }),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.post('/api/member/register-member', {
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    schema: {
      tags: ['package'],
      summary: 'Register a downline on their behalf, with a package paid from point3',
      description: `The registrant's security password is checked first with \`checkSecPwd\` (remembered for 5 minutes); \`sec_password\` here is the new member's own. ${moneyDescription}`,
      security,
      headers: idempotencyHeader,
      body: registerMemberRequest,
      response: { 200: envelope(registerMemberReply) },
    },
    handler: async (request, reply) => {
      const { password, password_confirmation, sec_password, ...body } = request.body;
      const actor = await memberActor(app.db, signedIn(request), { recentCheck: true });
      const [passwordHash, secPasswordHash] = await Promise.all([
        hashSecret(password),
        hashSecret(sec_password),
      ]);
      const result = await runMoneyAction(
        app.db,
        {
          actor,
          route: 'register-member',
          key: idempotencyKey(request),
          body,
          ip: request.ip,
          message: 'register_success',
        },
        async (tx) => {
          const done = await registerDownline(tx, {
            registrantId: memberId(request),
            registrantUsername: actor.username,
            input: request.body,
            passwordHash,
            secPasswordHash,
          });
          // With the registration: a replayed request (same key) does not welcome again.
          await mailWelcomeByRegistrant(tx, done.data, actor.username, request.body);
          return done;
        },
      );
      return reply.status(200).send(result.body);
    },
  });

  app.post('/api/member/createPackageOrder', {
    schema: {
      tags: ['package'],
      summary: 'Attach or correct the delivery details of a purchase’s starter-kit order',
      description:
        'Never a second order or charge. Only while the order is processing; a change that would change the shipping fee is refused (SHIPPING_FEE_CHANGED).',
      security,
      body: createPackageOrderRequest,
      response: { 200: envelope(order) },
    },
    handler: async (request) => {
      const order = await runAction(app.db, null, (tx) =>
        updatePackageOrder(tx, { memberId: memberId(request), input: request.body }),
      );
      return ok(order, 'success_submit');
    },
  });

  app.get('/api/package/get-user-package', {
    schema: {
      tags: ['package'],
      summary: 'The member’s package purchases',
      security,
      querystring: pageQuery,
      response: { 200: envelope(userPackagesReply) },
    },
    handler: async (request) => {
      const { records, total } = await memberUserPackages(
        app.db,
        memberId(request),
        request.query.page,
      );
      return ok(pageOf(records, request.query.page, total));
    },
  });

  app.get('/api/package/getDownlinePackageRec', {
    schema: {
      tags: ['package'],
      summary: 'Package purchases of the member’s sponsor downline, with level',
      security,
      querystring: pageQuery,
      response: { 200: envelope(downlinePackagesReply) },
    },
    handler: async (request) => {
      const { records, total } = await downlineUserPackages(
        app.db,
        memberId(request),
        request.query.page,
      );
      return ok(pageOf(records, request.query.page, total));
    },
  });
}
