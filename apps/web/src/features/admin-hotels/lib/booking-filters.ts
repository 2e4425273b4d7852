import { type AdminHotelBookingStatus, adminHotelBookingStatus } from '@rangkai/shared';

type Params = Pick<URLSearchParams, 'get'>;

/** The queue's tabs: the work waiting (pre-booked) first, then each status and all. */
export const bookingTabs = [...adminHotelBookingStatus.options, 'all'] as const;
export type BookingTab = (typeof bookingTabs)[number];

export interface BookingFilters {
  status: BookingTab;
  search: string;
  from?: string;
  to?: string;
  hotel?: number;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/** /admin/hotel-bookings?status&q&from&to&hotel&page; pre-booked when no status is given. */
export function readBookingFilters(params: Params): BookingFilters {
  const hotel = Math.floor(Number(params.get('hotel')));
  return {
    status: bookingTabs.find((s) => s === params.get('status')) ?? 'pre_booked',
    search: (params.get('q') ?? '').trim(),
    from: day(params.get('from')),
    to: day(params.get('to')),
    hotel: hotel > 0 ? hotel : undefined,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The URL of the filters (defaults left out). */
export function bookingFilterParams(filters: BookingFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status !== 'pre_booked') out.status = filters.status;
  if (filters.search) out.q = filters.search;
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  if (filters.hotel) out.hotel = String(filters.hotel);
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** The query of GET /api/admin/hotel-bookings (`adminHotelBookingsQuery`). */
export function bookingsApiQuery(filters: BookingFilters) {
  return {
    status: filters.status === 'all' ? undefined : (filters.status as AdminHotelBookingStatus),
    search: filters.search || undefined,
    from: filters.from,
    to: filters.to,
    hotel_id: filters.hotel,
    page: filters.page,
  };
}
