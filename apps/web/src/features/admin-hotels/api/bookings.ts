import type { AdminHotelBooking, AdminHotelBookingDetail, HotelSalesReply } from '@rangkai/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { type BookingFilters, bookingsApiQuery } from '../lib/booking-filters';

export const bookingsKey = ['admin', 'hotel-bookings'] as const;

interface BookingPage {
  records: AdminHotelBooking[];
  total: number;
  last_page: number;
}

/** A page of the bookings queue (status, search, check-in range, hotel). */
export function useHotelBookings(filters: BookingFilters) {
  return useQuery(
    adminPageQuery<BookingPage>(
      [...bookingsKey, 'list', filters],
      '/api/admin/hotel-bookings',
      bookingsApiQuery(filters),
    ),
  );
}

export function hotelBookingQuery(id: number | null) {
  return queryOptions({
    queryKey: [...bookingsKey, 'item', id],
    queryFn: ({ signal }) =>
      adminApi.get<AdminHotelBookingDetail>(`/api/admin/hotel-bookings/${id}`, { signal }),
    enabled: id !== null,
    meta: { silentError: true },
  });
}

export function useHotelBooking(id: number | null) {
  return useQuery(hotelBookingQuery(id));
}

export type BookingAction =
  | { kind: 'confirm'; confirmation_number: string }
  | { kind: 'cancel'; reason: string; refund: 'full' | 'none' };

/**
 * Confirms a booking (the hotel's confirmation number) or cancels it (reason, refund in full or
 * none) with an `Idempotency-Key`, so a retry refunds at most once; the queue and the report
 * refresh.
 */
export function useBookingAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, key }: { id: number; action: BookingAction; key: string }) => {
      const { kind, ...body } = action;
      return adminApi.post<AdminHotelBookingDetail>(
        `/api/admin/hotel-bookings/${id}/${kind}`,
        body,
        { headers: { 'Idempotency-Key': key } },
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'hotels'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

/** The sales report by hotel and month between two business days. */
export function useHotelSales(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'hotel-sales', from, to],
    queryFn: ({ signal }) =>
      adminApi.get<HotelSalesReply>('/api/admin/reports/hotel-sales', {
        query: { from, to },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(from && to && from <= to),
    meta: { silentError: true },
  });
}
