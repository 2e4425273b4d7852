import type {
  HotelBooking,
  HotelBookingDetail,
  HotelCartReply,
  HotelDetail,
  HotelSummary,
} from '@rangkai/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A page of records as the API sends it. */
export interface Paged<T> {
  records: T[];
  page: number;
  page_size: number;
  total: number;
  last_page: number;
}

export type BookingStatus = HotelBooking['status'];

/** Query keys of the hotel booking cart. */
export const hotelKeys = {
  all: ['hotel'] as const,
  search: (filter: object) => ['hotel', 'search', filter] as const,
  detail: (filter: object) => ['hotel', 'detail', filter] as const,
  cart: ['hotel', 'cart'] as const,
  bookings: ['hotel', 'bookings'] as const,
};

export interface SearchFilter {
  city: string;
  check_in: string;
  check_out: string;
  rooms: number;
  page: number;
  language: string;
}

/** Hotels with rooms for every night of the stay, cheapest first (none while `filter` is null). */
export function useHotelSearch(filter: SearchFilter | null) {
  return useQuery({
    queryKey: hotelKeys.search(filter ?? {}),
    queryFn: ({ signal }) =>
      api.get<Paged<HotelSummary>>('/api/hotel/getHotels', {
        query: { ...(filter as SearchFilter) },
        signal,
      }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export interface DetailFilter {
  hotel_id: number;
  check_in: string;
  check_out: string;
  language: string;
}

export function useHotelDetail(filter: DetailFilter | null) {
  return useQuery({
    queryKey: hotelKeys.detail(filter ?? {}),
    queryFn: ({ signal }) =>
      api.get<HotelDetail>('/api/hotel/getHotelDetail', {
        query: { ...(filter as DetailFilter) },
        signal,
      }),
    enabled: filter !== null,
    retry: false,
    meta: { silentError: true },
  });
}

export function useHotelCart(language: string) {
  return useQuery({
    queryKey: [...hotelKeys.cart, language],
    queryFn: ({ signal }) =>
      api.get<HotelCartReply>('/api/hotel/getCart', { query: { language }, signal }),
    meta: { silentError: true },
  });
}

export interface AddCartBody {
  room_type_id: number;
  check_in: string;
  check_out: string;
  rooms: number;
  guest_name: string;
}

export function useAddHotelCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCartBody) => api.post<HotelCartReply>('/api/hotel/addCart', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.cart }),
    meta: { silentError: true },
  });
}

export function useRemoveHotelCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<HotelCartReply>('/api/hotel/removeCart', { id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.cart }),
    meta: { silentError: true },
  });
}

export interface HotelCheckoutBody {
  payment_type: 'credit' | 'cash';
  point2?: string;
  language: string;
  sec_password: string;
}

/** After money moved: the cart, the bookings, the stays' rooms and the balances. */
function refreshAfterPayment(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: hotelKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['member', 'info'] });
  void queryClient.invalidateQueries({ queryKey: ['wallet'] });
}

/** Pays the whole hotel cart; the key makes a retry after a lost reply safe. */
export function useHotelCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: HotelCheckoutBody; key: string }) =>
      api.post<{ bookings: HotelBooking[] }>('/api/hotel/checkout', body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => refreshAfterPayment(queryClient),
    meta: { silentError: true },
  });
}

export function useHotelBookings(status: BookingStatus | 'all', page: number, language: string) {
  return useQuery({
    queryKey: [...hotelKeys.bookings, 'list', status, page, language],
    queryFn: ({ signal }) =>
      api.get<Paged<HotelBooking>>('/api/hotel/getBookings', {
        query: { ...(status === 'all' ? {} : { status }), page, language },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

export function useHotelBooking(id: number | null, language: string) {
  return useQuery({
    queryKey: [...hotelKeys.bookings, 'detail', id, language],
    queryFn: ({ signal }) =>
      api.get<HotelBookingDetail>('/api/hotel/getBookingDetail', {
        query: { booking_id: id as number, language },
        signal,
      }),
    enabled: id !== null,
    retry: false,
    meta: { silentError: true },
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      key,
    }: {
      body: { booking_id: number; sec_password: string };
      key: string;
    }) =>
      api.post<{ booking_id: number; status: 'canceled'; refunded: string }>(
        '/api/hotel/cancelBooking',
        body,
        { headers: { 'Idempotency-Key': key } },
      ),
    onSuccess: () => refreshAfterPayment(queryClient),
    // A refusal (deadline passed meanwhile) shows the booking as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: hotelKeys.bookings }),
    meta: { silentError: true },
  });
}
