import {
  adminHotel,
  adminHotelPage,
  adminHotelQuery,
  adminHotelRequest,
  adminRoomType,
  adminRoomTypeRequest,
  allotmentReply,
  allotmentRequest,
  envelope,
  HOTEL_IMAGE_FIELD,
  hotelCalendarQuery,
  hotelImageOrderRequest,
  hotelRoomCalendar,
  idParams,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminActionBy, adminImageRoutes } from '../../lib/admin-image-routes.js';
import { ok } from '../../lib/envelope.js';
import { runAction } from '../../lib/run-action.js';
import { roomCalendar, setAllotment } from './allotment.js';
import { addHotelImage, deleteHotelImage, orderHotelImages } from './hotel-images.js';
import { adminHotels, adminHotel as loadHotel, roomTypeOf, toAdminRoomType } from './hotels.js';
import { saveHotel } from './save-hotel.js';
import { saveRoomType } from './save-room-type.js';

const security = [{ bearer: [] }];

/**
 * Back-office hotels (BUSINESS_RULES §14): hotels and their pictures, room types, the rooms on
 * sale per night and their calendar. Admins write, support reads; every change audited.
 */
export default async function adminHotelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);

  app.get('/api/admin/hotels', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'Hotels, any state, newest first (keyword, city, active)',
      security,
      querystring: adminHotelQuery,
      response: { 200: envelope(adminHotelPage) },
    },
    handler: async (request) => ok(await adminHotels(app.db, request.query)),
  });

  app.get('/api/admin/hotels/:id', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'One hotel with every language, its pictures and room types',
      security,
      params: idParams,
      response: { 200: envelope(adminHotel) },
    },
    handler: async (request) => ok(await loadHotel(app.db, request.params.id)),
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: method === 'POST' ? '/api/admin/hotels' : '/api/admin/hotels/:id',
      onRequest: write,
      schema: {
        tags: ['admin'],
        summary: method === 'POST' ? 'Create a hotel' : 'Change a hotel',
        security,
        ...(method === 'PUT' ? { params: idParams } : {}),
        body: adminHotelRequest,
        response: { 200: envelope(adminHotel) },
      },
      handler: async (request) => {
        const id = method === 'POST' ? null : (request.params as { id: number }).id;
        const saved = await runAction(app.db, adminActionBy(request), (tx) =>
          saveHotel(tx, id, request.body),
        );
        return ok(await loadHotel(app.db, saved.id), 'success_submit');
      },
    });
  }

  adminImageRoutes(fastify, {
    base: '/api/admin/hotels',
    owner: 'hotel',
    field: HOTEL_IMAGE_FIELD,
    orderRequest: hotelImageOrderRequest,
    reply: adminHotel,
    load: loadHotel,
    onRequest: write,
    add: addHotelImage,
    remove: (db, media, by, hotelId, imageId) =>
      deleteHotelImage(db, media, by, { hotelId, imageId }),
    order: orderHotelImages,
  });

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: method === 'POST' ? '/api/admin/hotels/:id/room-types' : '/api/admin/room-types/:id',
      onRequest: write,
      schema: {
        tags: ['admin'],
        summary:
          method === 'POST'
            ? 'Add a room type to a hotel (capacity, four nightly prices)'
            : 'Change a room type',
        security,
        params: idParams,
        body: adminRoomTypeRequest,
        response: { 200: envelope(adminRoomType) },
      },
      handler: async (request) => {
        const { id } = request.params as { id: number };
        const target = method === 'POST' ? { hotelId: id } : { id };
        const saved = await runAction(app.db, adminActionBy(request), (tx) =>
          saveRoomType(tx, target, request.body),
        );
        return ok(toAdminRoomType(await roomTypeOf(app.db, saved.id)), 'success_submit');
      },
    });
  }

  app.put('/api/admin/room-types/:id/allotment', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary:
        'Set the rooms on sale for each night `from` … `to` (inclusive, ≤ 366 nights); refused (CONFLICT naming the night) when a night has more rooms booked, nothing changed',
      security,
      params: idParams,
      body: allotmentRequest,
      response: { 200: envelope(allotmentReply) },
    },
    handler: async (request) =>
      ok(
        await runAction(app.db, adminActionBy(request), (tx) =>
          setAllotment(tx, request.params.id, request.body),
        ),
        'success_submit',
      ),
  });

  app.get('/api/admin/room-types/:id/calendar', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'Every night of a month (`month=YYYY-MM`): rooms on sale and booked',
      security,
      params: idParams,
      querystring: hotelCalendarQuery,
      response: { 200: envelope(hotelRoomCalendar) },
    },
    handler: async (request) =>
      ok(await roomCalendar(app.db, request.params.id, request.query.month)),
  });
}
