import {
  envelope,
  hotelAddCartRequest,
  hotelBookingDetail,
  hotelBookingDetailQuery,
  hotelBookingPage,
  hotelBookingsQuery,
  hotelCancelReply,
  hotelCancelRequest,
  hotelCartQuery,
  hotelCartReply,
  hotelCheckoutReply,
  hotelCheckoutRequest,
  hotelDetailQuery,
  hotelDetail as hotelDetailReply,
  hotelPage,
  hotelRemoveCartRequest,
  hotelSearchQuery,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { memberId, sessionRateKey, signedIn } from '../../plugins/auth.js';
import { type MoneyActionResult, memberActor, runMoneyAction } from '../money/index.js';
import { bookingDetail, listBookings } from './bookings.js';
import { cancelOwnBooking } from './cancel.js';
import { addCartLine, getCart, removeCartLine } from './cart.js';
import { hotelDetail, searchHotels } from './catalogue.js';
import { placeHotelBookings } from './checkout.js';

const security = [{ bearer: [] }];
const tags = ['hotel'];

/** The member side of the hotel booking cart (BUSINESS_RULES §14), behind the member guard. */
export default async function hotelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireMember);

  /**
   * The checkout's and the cancel's one path: the security password and the `Idempotency-Key`,
   * then the action in one money transaction (`route` names it; `body` is without the password).
   */
  const moneyAction = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    route: string,
    secPassword: string,
    body: unknown,
    action: (tx: Tx, member: { id: number; username: string }) => Promise<MoneyActionResult<T>>,
  ) => {
    const actor = await memberActor(app.db, signedIn(request), secPassword);
    const result = await runMoneyAction(
      app.db,
      { actor, route, key: idempotencyKey(request), body, ip: request.ip },
      (tx) => action(tx, { id: actor.memberId, username: actor.username }),
    );
    return reply.status(200).send(result.body);
  };

  app.get('/api/hotel/getHotels', {
    schema: {
      tags,
      summary: 'Hotels with the rooms for every night of a stay, with its lowest total',
      description:
        'Active hotels of the city (all when empty; case ignored) having an active room type with `rooms` rooms on sale every night from `check_in` to `check_out − 1`; the lowest total of the stay at this member’s prices, cheapest first.',
      security,
      querystring: hotelSearchQuery,
      response: { 200: envelope(hotelPage) },
    },
    handler: async (request) => ok(await searchHotels(app.db, memberId(request), request.query)),
  });

  app.get('/api/hotel/getHotelDetail', {
    schema: {
      tags,
      summary: 'A hotel: pictures, descriptions, room types with rooms left and the stay’s total',
      security,
      querystring: hotelDetailQuery,
      response: { 200: envelope(hotelDetailReply) },
    },
    handler: async (request) => ok(await hotelDetail(app.db, memberId(request), request.query)),
  });

  app.get('/api/hotel/getCart', {
    schema: {
      tags,
      summary: 'The hotel cart: every line, flagged `available: false` when it cannot be booked',
      security,
      querystring: hotelCartQuery,
      response: { 200: envelope(hotelCartReply) },
    },
    handler: async (request) =>
      ok(await getCart(app.db, memberId(request), request.query.language)),
  });

  app.post('/api/hotel/addCart', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
    schema: {
      tags,
      summary: 'Add a stay (room type, dates, rooms, guest) to the hotel cart',
      security,
      body: hotelAddCartRequest,
      response: { 200: envelope(hotelCartReply) },
    },
    // The cart in English, as the mall's cart calls answer: screens read it again in theirs.
    handler: async (request) => {
      await addCartLine(app.db, memberId(request), request.body);
      return ok(await getCart(app.db, memberId(request), 'en'), 'success_submit');
    },
  });

  app.post('/api/hotel/removeCart', {
    schema: {
      tags,
      summary: 'Remove one of the member’s own hotel cart lines',
      security,
      body: hotelRemoveCartRequest,
      response: { 200: envelope(hotelCartReply) },
    },
    handler: async (request) => {
      await removeCartLine(app.db, memberId(request), request.body.id);
      return ok(await getCart(app.db, memberId(request), 'en'), 'success_submit');
    },
  });

  app.post('/api/hotel/checkout', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
    schema: {
      tags,
      summary:
        'Book every stay of the hotel cart and pay (credit: point2 then point4; cash: point1)',
      description:
        'Security password and an `Idempotency-Key` header. One transaction takes the room-nights in (room type, night) order, posts the payment and creates the bookings (pre-booked); any night without the rooms refuses the whole checkout (ROOM_NOT_AVAILABLE) and nothing changes.',
      security,
      headers: idempotencyHeader,
      body: hotelCheckoutRequest,
      response: { 200: envelope(hotelCheckoutReply) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, ...input } = request.body;
      return moneyAction(request, reply, '/api/hotel/checkout', secPassword, input, (tx, member) =>
        placeHotelBookings(tx, member, input),
      );
    },
  });

  app.get('/api/hotel/getBookings', {
    schema: {
      tags,
      summary: 'The member’s hotel bookings, newest first (by status if asked)',
      security,
      querystring: hotelBookingsQuery,
      response: { 200: envelope(hotelBookingPage) },
    },
    handler: async (request) => ok(await listBookings(app.db, memberId(request), request.query)),
  });

  app.get('/api/hotel/getBookingDetail', {
    schema: {
      tags,
      summary: 'One own booking: status history, confirmation number, address and map link',
      security,
      querystring: hotelBookingDetailQuery,
      response: { 200: envelope(hotelBookingDetail) },
    },
    handler: async (request) =>
      ok(
        await bookingDetail(
          app.db,
          memberId(request),
          request.query.booking_id,
          request.query.language,
        ),
      ),
  });

  app.post('/api/hotel/cancelBooking', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: sessionRateKey } },
    schema: {
      tags,
      summary: 'Cancel an own booking free of charge until `free_cancel_days` before check-in',
      description:
        'Security password and an `Idempotency-Key` header. Every sen back to the wallets it came from and the nights back on sale; CANCEL_DEADLINE_PASSED after the deadline (business time zone).',
      security,
      headers: idempotencyHeader,
      body: hotelCancelRequest,
      response: { 200: envelope(hotelCancelReply) },
    },
    handler: async (request, reply) => {
      const { sec_password: secPassword, booking_id: bookingId } = request.body;
      return moneyAction(
        request,
        reply,
        '/api/hotel/cancelBooking',
        secPassword,
        { booking_id: bookingId },
        (tx, member) => cancelOwnBooking(tx, member, bookingId),
      );
    },
  });
}
