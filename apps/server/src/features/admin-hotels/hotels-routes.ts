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
  pathId,
} from '@rangkai/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fieldError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { readForm } from '../../lib/form.js';
import { type ActionBy, runAction } from '../../lib/run-action.js';
import { adminAuth } from '../../plugins/auth.js';
import { roomCalendar, setAllotment } from './allotment.js';
import { addHotelImage, deleteHotelImage, orderHotelImages } from './hotel-images.js';
import { adminHotels, adminHotel as loadHotel, roomTypeOf, toAdminRoomType } from './hotels.js';
import { saveHotel } from './save-hotel.js';
import { saveRoomType } from './save-room-type.js';

const security = [{ bearer: [] }];
const imageParams = z.object({ id: pathId(), imageId: pathId() });

/**
 * Back-office hotels (BUSINESS_RULES §14): hotels and their pictures, room types, the rooms on
 * sale per night and their calendar. Admins write, support reads; every change audited.
 */
export default async function adminHotelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);
  const actorOf = (request: FastifyRequest): ActionBy => {
    const auth = adminAuth(request);
    return { actor: { adminId: auth.adminId, username: auth.username }, ip: request.ip };
  };

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
        const saved = await runAction(app.db, actorOf(request), (tx) =>
          saveHotel(tx, id, request.body),
        );
        return ok(await loadHotel(app.db, saved.id), 'success_submit');
      },
    });
  }

  app.post('/api/admin/hotels/:id/images', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary:
        'Add a picture (multipart file `image`: JPG/PNG/WebP by content, ≤ 5 MB; at most 10)',
      security,
      params: idParams,
      response: { 200: envelope(adminHotel) },
    },
    handler: async (request) => {
      const form = await readForm(request, { files: [HOTEL_IMAGE_FIELD] });
      const bytes = form.files[HOTEL_IMAGE_FIELD];
      if (!bytes) throw fieldError('REQUIRED', HOTEL_IMAGE_FIELD);
      await addHotelImage(app.db, app.media, request.params.id, bytes, actorOf(request));
      return ok(await loadHotel(app.db, request.params.id), 'success_submit');
    },
  });

  app.delete('/api/admin/hotels/:id/images/:imageId', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary: 'Remove a picture (its files too)',
      security,
      params: imageParams,
      response: { 200: envelope(adminHotel) },
    },
    handler: async (request) => {
      const { id, imageId } = request.params;
      await deleteHotelImage(app.db, app.media, actorOf(request), { hotelId: id, imageId });
      return ok(await loadHotel(app.db, id), 'success_submit');
    },
  });

  app.put('/api/admin/hotels/:id/images', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary: 'Order the pictures (every picture id of the hotel, first shown first)',
      security,
      params: idParams,
      body: hotelImageOrderRequest,
      response: { 200: envelope(adminHotel) },
    },
    handler: async (request) => {
      const { id } = request.params;
      await runAction(app.db, actorOf(request), (tx) =>
        orderHotelImages(tx, id, request.body.image_ids),
      );
      return ok(await loadHotel(app.db, id), 'success_submit');
    },
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
        const saved = await runAction(app.db, actorOf(request), (tx) =>
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
        await runAction(app.db, actorOf(request), (tx) =>
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
