import {
  changePasswordRequest,
  changeSecPasswordRequest,
  checkSecPasswordRequest,
  envelope,
  memberInfo,
  okData,
  otpSentReply,
  resetSecPasswordRequest,
  setSecPasswordRequest,
  updateMemberInfoRequest,
  userProfile,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { bearer, memberId, memberSession } from '../../plugins/auth.js';
import { checkOtp } from '../otp/index.js';
import { getMemberInfoByToken } from './get-member-info.js';
import { exportMyData } from './my-data.js';
import {
  changePassword,
  changeSecPassword,
  resetSecPassword,
  sendSecPasswordOtp,
  setSecPassword,
} from './passwords.js';
import { getUserProfile, registeredBy, updateMemberInfo } from './profile.js';
import { rememberSecCheck, verifySecPassword } from './security-password.js';

const security = [{ bearer: [] }];

/** `get-member-info`, on every page: its one prepared statement checks the token itself. */
async function memberInfoRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireBearer);
  app.get('/api/member/get-member-info', {
    schema: {
      tags: ['member'],
      summary: 'The logged-in member (spec §3 User info)',
      security,
      response: { 200: envelope(memberInfo) },
    },
    handler: async (request) => ok(await getMemberInfoByToken(app.database, bearer(request)!)),
  });
}

export default async function memberRoutes(fastify: FastifyInstance) {
  await fastify.register(memberInfoRoute);
  await fastify.register(memberSessionRoutes);
}

async function memberSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  app.get('/api/member/my-data', {
    config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    schema: {
      tags: ['member'],
      summary: 'Everything held about the member (PDPA access), as one JSON document; audited',
      security,
    },
    handler: async (request, reply) => {
      const doc = await exportMyData(app.db, { memberId: memberId(request), ip: request.ip });
      return reply.header('cache-control', 'private, no-store').send(ok(doc));
    },
  });

  app.get('/api/member/getUserProfile', {
    schema: {
      tags: ['member'],
      summary: 'Profile, shipping details, sponsor and placement',
      security,
      response: { 200: envelope(userProfile) },
    },
    handler: async (request) => ok(await getUserProfile(app.db, memberId(request))),
  });

  app.post('/api/member/update-member-info', {
    schema: {
      tags: ['member'],
      summary: 'Update profile and shipping details',
      security,
      body: updateMemberInfoRequest,
      response: { 200: envelope(userProfile) },
    },
    handler: async (request) => {
      const { help_register: helpRegister, user_id: userId, ...update } = request.body;
      // Spec §7: a registrant completes the details of a member they registered, no one else's.
      const target = helpRegister && userId ? userId : memberId(request);
      if (target !== memberId(request) && !(await registeredBy(app.db, memberId(request), target)))
        throw fieldError('NO_PERMISSION', 'user_id');
      await updateMemberInfo(app.db, target, update);
      return ok(await getUserProfile(app.db, target), 'success_submit');
    },
  });

  app.post('/api/member/change-password', {
    config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    schema: {
      tags: ['member'],
      summary: 'Change the login password (revokes other sessions)',
      security,
      body: changePasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await changePassword(
        app.db,
        memberId(request),
        request.auth!.tokenId,
        request.body.old_password,
        request.body.password,
      );
      return ok(null, 'password_updated');
    },
  });

  app.post('/api/member/set-secpassword', {
    schema: {
      tags: ['security password'],
      summary: 'Set the security password (once)',
      security,
      body: setSecPasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await setSecPassword(app.db, memberId(request), request.body.password);
      return ok(null, 'success_submit');
    },
  });

  app.post('/api/member/change-secpassword', {
    schema: {
      tags: ['security password'],
      summary: 'Change the security password',
      security,
      body: changeSecPasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await changeSecPassword(
        app.db,
        memberId(request),
        request.body.sec_password,
        request.body.password,
      );
      return ok(null, 'password_updated');
    },
  });

  app.post('/api/member/checkSecPwd', {
    schema: {
      tags: ['security password'],
      summary: 'Check the security password (counts toward the lock; remembered for 5 minutes)',
      security,
      body: checkSecPasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      const secret = request.body.sec_password;
      const storedHash = await verifySecPassword(app.db, memberId(request), secret);
      // Remembered for this session (shared by every server process) for a few minutes.
      await rememberSecCheck(app.db, memberSession(request), secret, storedHash);
      return ok(null);
    },
  });

  app.post('/api/member/secpassword-otp', {
    config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    schema: {
      tags: ['security password'],
      summary: 'E-mail a code to reset the security password',
      security,
      response: { 200: envelope(otpSentReply) },
    },
    handler: async (request) => ok(await sendSecPasswordOtp(app.db, memberId(request)), 'otp_sent'),
  });

  app.post('/api/member/reset-secpassword', {
    schema: {
      tags: ['security password'],
      summary: 'Reset the security password with the e-mailed code',
      security,
      body: resetSecPasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      const id = memberId(request);
      const otpId = await checkOtp(app.db, {
        purpose: 'reset_secpassword',
        target: String(id),
        code: request.body.otp,
      });
      await resetSecPassword(app.db, id, otpId, request.body.password);
      return ok(null, 'password_updated');
    },
  });
}
