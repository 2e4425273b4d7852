import {
  adminHotelBookingDetail,
  adminHotelBookingPage,
  adminHotelBookingsQuery,
  cancelHotelBookingRequest,
  confirmHotelBookingRequest,
  envelope,
  hotelSalesQuery,
  hotelSalesReply,
  idParams,
} from '@rangkai/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsvExport } from '../../lib/csv-export.js';
import { ok } from '../../lib/envelope.js';
import { idempotencyHeader, idempotencyKey } from '../../lib/idempotency.js';
import { runAction } from '../../lib/run-action.js';
import { adminActionBy, adminAuth } from '../../plugins/auth.js';
import { runMoneyAction } from '../money/index.js';
import { cancelHotelBooking, confirmHotelBooking } from './booking-actions.js';
import { adminHotelBooking, adminHotelBookings, exportHotelBookings } from './bookings.js';
import { hotelSalesReport } from './sales-report.js';

const security = [{ bearer: [] }];

/**
 * Back-office hotel bookings queue (BUSINESS_RULES §14): search, CSV, confirm, cancel (refund in
 * full or not) and the sales report by hotel and month. Admins act, support reads; audited.
 */
export default async function adminHotelBookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = app.requireAdmin(['admin', 'support']);
  const write = app.requireAdmin(['admin']);

  app.get('/api/admin/hotel-bookings', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary:
        'Hotel bookings, newest first: status, hotel, check-in from/to, search (ref, username, member code, guest, hotel); `format=csv`: the whole filter',
      security,
      querystring: adminHotelBookingsQuery,
      response: { 200: envelope(adminHotelBookingPage) },
    },
    handler: async (request, reply) => {
      const { page, format, ...filter } = request.query;
      if (format === 'csv') {
        return sendCsvExport(app.db, reply, {
          list: 'hotel_bookings',
          filter,
          ...adminActionBy(request),
          source: exportHotelBookings(app.db, filter),
        });
      }
      return ok(await adminHotelBookings(app.db, filter, page));
    },
  });

  app.get('/api/admin/hotel-bookings/:id', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary: 'A hotel booking with its status history',
      security,
      params: idParams,
      response: { 200: envelope(adminHotelBookingDetail) },
    },
    handler: async (request) => ok(await adminHotelBooking(app.db, request.params.id)),
  });

  app.post('/api/admin/hotel-bookings/:id/confirm', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary: "Confirm a pre-booked booking with the hotel's confirmation number",
      security,
      params: idParams,
      body: confirmHotelBookingRequest,
      response: { 200: envelope(adminHotelBookingDetail) },
    },
    handler: async (request) => {
      const auth = adminAuth(request);
      const admin = { adminId: auth.adminId, username: auth.username };
      return ok(
        await runAction(app.db, { actor: admin, ip: request.ip }, (tx) =>
          confirmHotelBooking(tx, admin, request.params.id, request.body.confirmation_number),
        ),
        'success_submit',
      );
    },
  });

  app.post('/api/admin/hotel-bookings/:id/cancel', {
    onRequest: write,
    schema: {
      tags: ['admin'],
      summary:
        'Cancel a booking not yet canceled, with a reason: its nights back on sale; `refund: full` sends every sen back to the wallets it came from, `none` keeps the payment. Send an `Idempotency-Key` header: the same key returns the first reply and refunds once.',
      security,
      headers: idempotencyHeader,
      params: idParams,
      body: cancelHotelBookingRequest,
      response: { 200: envelope(adminHotelBookingDetail) },
    },
    handler: async (request, reply) => {
      const auth = adminAuth(request);
      const admin = { adminId: auth.adminId, username: auth.username };
      const result = await runMoneyAction(
        app.db,
        {
          actor: { type: 'admin', ...admin },
          route: 'admin-hotel-booking-cancel',
          key: idempotencyKey(request),
          body: { id: request.params.id, ...request.body },
          ip: request.ip,
        },
        (tx) => cancelHotelBooking(tx, admin, request.params.id, request.body),
      );
      return reply.status(200).send(result.body);
    },
  });

  app.get('/api/admin/reports/hotel-sales', {
    onRequest: read,
    schema: {
      tags: ['admin'],
      summary:
        'Hotel sales by hotel and month: bookings, room-nights and what was paid in the month, refunds in the month they were made, sales net of refunds',
      security,
      querystring: hotelSalesQuery,
      response: { 200: envelope(hotelSalesReply) },
    },
    handler: async (request) =>
      ok(await hotelSalesReport(app.db, request.query.from, request.query.to)),
  });
}
