import {
  checkEmailRequest,
  checkOtpQuery,
  checkUsernameOtpQuery,
  checkUserQuery,
  checkUserReply,
  envelope,
  okData,
  otpSentReply,
  registerReply,
  registerRequest,
  resetPasswordRequest,
  sendOtpRequest,
  usernameOtpRequest,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { checkOtp } from '../otp/index.js';
import { checkUser } from './check-user.js';
import { registerMember } from './register-member.js';
import {
  checkForgotPasswordOtp,
  isEmailTaken,
  resetForgottenPassword,
  sendForgotPasswordOtp,
  sendRegistrationOtp,
} from './visitor-flows.js';

const OTP_IP_LIMIT = { max: 10, timeWindow: '10 minutes' };
const CHECK_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Visitor routes: registration, e-mail OTP, forgotten password. */
export default async function publicMemberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/api/global/sent-otp', {
    config: { rateLimit: OTP_IP_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'E-mail a registration code',
      body: sendOtpRequest,
      response: { 200: envelope(otpSentReply) },
    },
    handler: async (request) => ok(await sendRegistrationOtp(app.db, request.body), 'otp_sent'),
  });

  app.get('/api/global/check-otp', {
    config: { rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Check a registration code',
      querystring: checkOtpQuery,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await checkOtp(app.db, {
        purpose: 'register',
        target: request.query.email,
        code: request.query.otp,
      });
      return ok(null, 'OTP_OK');
    },
  });

  app.post('/api/auth/checkEmail', {
    config: { rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'Is this e-mail free?',
      body: checkEmailRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      if (await isEmailTaken(app.db, request.body.email)) throw fieldError('MEMBER_EXITS', 'email');
      return ok(null);
    },
  });

  app.get('/api/member/checkUser', {
    config: { rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['registration'],
      summary: 'A sponsor and the end node of each leg',
      querystring: checkUserQuery,
      response: { 200: envelope(checkUserReply) },
    },
    handler: async (request) => ok(await checkUser(app.db, request.query.username)),
  });

  app.post('/api/auth/register', {
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    schema: {
      tags: ['registration'],
      summary: 'Self-registration (steps 1 and 2) on the free package',
      description:
        "Needs the 6-digit code e-mailed by `api/global/sent-otp`. Placement: the end node of `group_type` below the sponsor, or `jid` when given (inside the sponsor's placement subtree, leg free). In Malaysia (`country_id` 2) either `state_id` or `area` (West/East) is needed; the state gives the area, and an `area` contradicting it is refused. The area decides the shipping fee (East pays).",
      body: registerRequest,
      response: { 200: envelope(registerReply) },
    },
    handler: async (request) => {
      const created = await registerMember(app.db, request.body);
      return ok(
        {
          id: created.id,
          username: created.username,
          member_code: created.memberCode,
          placement: { jid: created.placementParentId!, group_type: created.groupType! },
        },
        'register_success',
      );
    },
  });

  app.post('/api/global/usernameOTP', {
    config: { rateLimit: OTP_IP_LIMIT },
    schema: {
      tags: ['password'],
      summary: 'E-mail a code to reset a forgotten password',
      body: usernameOtpRequest,
      response: { 200: envelope(otpSentReply) },
    },
    handler: async (request) => ok(await sendForgotPasswordOtp(app.db, request.body), 'otp_sent'),
  });

  app.get('/api/global/checkUsernameOtp', {
    config: { rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['password'],
      summary: 'Check a forgotten-password code',
      querystring: checkUsernameOtpQuery,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await checkForgotPasswordOtp(app.db, request.query);
      return ok(null, 'OTP_OK');
    },
  });

  app.post('/api/auth/reset-password', {
    config: { rateLimit: CHECK_LIMIT },
    schema: {
      tags: ['password'],
      summary: 'Set a new password with the e-mailed code',
      body: resetPasswordRequest,
      response: { 200: envelope(okData) },
    },
    handler: async (request) => {
      await resetForgottenPassword(app.db, request.body);
      return ok(null, 'password_updated');
    },
  });
}
