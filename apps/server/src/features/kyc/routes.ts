import {
  adminActionRequest,
  adminKycApprove,
  adminKycFail,
  adminKycItem,
  adminKycPage,
  adminKycQuery,
  envelope,
  idParams,
  kycInfo,
  kycSide,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { readForm } from '../../lib/form.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { sendPrivateImage } from '../../lib/storage.js';
import { adminActionBy, memberId, signedIn } from '../../plugins/auth.js';
import { memberActor, runMoneyAction } from '../money/index.js';
import { getKyc } from './admin-kyc-query.js';
import { decideKyc } from './decide-kyc.js';
import { memberKycInfo } from './kyc-info.js';
import { latestKyc, memberKycImageKey } from './latest-kyc.js';
import { listKyc } from './list-kyc.js';
import { memberKycHistory } from './member-kyc-history.js';
import { parseKycForm } from './parse-kyc-form.js';
import { releaseKycNumber } from './release-kyc-number.js';
import { submitKycWithImages } from './submit-kyc-with-images.js';
import { viewKycImage } from './view-kyc-image.js';

const security = [{ bearer: [] }];
const sideParams = z.object({ side: kycSide });

/** KYC for members (spec §7 UserKyc): submit, the latest submission, its images (owner only). */
async function memberKycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.post('/api/member/UserKyc', {
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags: ['kyc'],
      summary: 'Submit identity documents for verification',
      description:
        'multipart/form-data: id_number, fullname, sec_password, files ic_front and ic_back (and optional selfie), each JPG/PNG by content, ≤ 5 MB. Images are re-encoded without metadata and encrypted at rest.',
      security,
      headers: idempotencyHeader,
      response: { 200: envelope(kycInfo) },
    },
    handler: async (request, reply) => {
      const form = await readForm(request, { files: ['ic_front', 'ic_back', 'selfie'] });
      const submission = await parseKycForm(form);
      const actor = await memberActor(app.db, signedIn(request), submission.secPassword);
      const result = await submitKycWithImages(app.db, app.storage, {
        actor,
        key: idempotencyKey(request),
        ip: request.ip,
        memberId: memberId(request),
        submission,
        uploads: form.files,
      });
      return reply.status(200).send(result.body);
    },
  });

  app.get('/api/member/kyc', {
    schema: {
      tags: ['kyc'],
      summary: "The member's latest KYC submission (null before the first)",
      security,
      response: { 200: envelope(kycInfo.nullable()) },
    },
    handler: async (request) => {
      const row = await latestKyc(app.db, memberId(request));
      return ok(row ? memberKycInfo(row) : null);
    },
  });

  app.get('/api/member/kyc-image/:side', {
    schema: {
      tags: ['kyc'],
      summary: "An image of the member's latest KYC submission (owner only, never cached)",
      security,
      params: sideParams,
    },
    handler: async (request, reply) =>
      sendPrivateImage(
        reply,
        app.storage,
        await memberKycImageKey(app.db, memberId(request), request.params.side),
      ),
  });
}

/** Back-office KYC review: queue, one submission, its images (each view audited), decisions. */
async function adminKycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireAdmin(['admin']);

  app.get('/api/admin/kyc', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'KYC submissions by status (pending: oldest first)',
      security,
      querystring: adminKycQuery,
      response: { 200: envelope(adminKycPage) },
    },
    handler: async (request) => ok(await listKyc(app.db, request.query)),
  });

  app.get('/api/admin/kyc/:id', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'One KYC submission',
      security,
      params: idParams,
      response: { 200: envelope(adminKycItem) },
    },
    handler: async (request) => ok(await getKyc(app.db, request.params.id)),
  });

  app.get('/api/admin/members/:id/kyc', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: "A member's KYC submissions, newest first",
      security,
      params: idParams,
      response: { 200: envelope(z.array(adminKycItem)) },
    },
    handler: async (request) => ok(await memberKycHistory(app.db, request.params.id)),
  });

  app.get('/api/admin/kyc/:id/image/:side', {
    onRequest: admin,
    schema: {
      tags: ['admin'],
      summary: 'An identity image of a submission (each view is written to the audit log)',
      security,
      params: idParams.extend(sideParams.shape),
    },
    handler: async (request, reply) => {
      const key = await viewKycImage(
        app.db,
        request.params.id,
        request.params.side,
        adminActionBy(request),
      );
      return sendPrivateImage(reply, app.storage, key);
    },
  });

  for (const decision of ['approve', 'fail'] as const) {
    app.post(`/api/admin/kyc/:id/${decision}`, {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary:
          decision === 'approve'
            ? 'Approve a pending KYC submission'
            : 'Fail a pending KYC submission (reason required; the member may submit again)',
        security,
        params: idParams,
        body: decision === 'approve' ? adminKycApprove : adminKycFail,
        response: { 200: envelope(adminKycItem) },
      },
      handler: async (request, reply) => {
        const by = adminActionBy(request);
        const reason = request.body.reason || null;
        const result = await runMoneyAction(
          app.db,
          {
            ...by,
            route: `kyc-${decision}`,
            key: idempotencyKey(request),
            body: { id: request.params.id, reason },
          },
          (tx) =>
            decideKyc(tx, {
              id: request.params.id,
              decision: decision === 'approve' ? 'approved' : 'failed',
              reason,
              adminId: by.actor.adminId,
            }),
        );
        return reply.status(200).send(result.body);
      },
    });
  }
}

/** Frees a failed submission's identity number for its true holder (admins; audited). */
async function releaseIcRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/api/admin/kyc/:id/release-ic', {
    onRequest: app.requireAdmin(['admin']),
    schema: {
      tags: ['admin'],
      summary: "Release a failed submission's identity number so another member may use it",
      security,
      params: idParams,
      body: adminActionRequest,
      response: { 200: envelope(adminKycItem) },
    },
    handler: async (request) => {
      const released = await releaseKycNumber(app.db, {
        id: request.params.id,
        reason: request.body.reason,
        ...adminActionBy(request),
      });
      return ok(released);
    },
  });
}

export default async function kycRoutes(app: FastifyInstance) {
  await app.register(memberKycRoutes);
  await app.register(adminKycRoutes);
  await app.register(releaseIcRoute);
}
