import {
  type AdminHotel,
  type AdminRoomType,
  type adminHotelSummary,
  HOTEL_IMAGE_FIELD,
  type HotelRoomCalendar,
} from '@rangkai/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi } from '@/lib/admin-api';
import { adminPageQuery } from '@/lib/admin-page-query';
import { getAdminToken } from '@/lib/admin-session';
import { api } from '@/lib/api-client';

export type AdminHotelSummary = z.infer<typeof adminHotelSummary>;
export const hotelsKey = ['admin', 'hotels'] as const;

interface HotelPage {
  records: AdminHotelSummary[];
  total: number;
  last_page: number;
}

export interface HotelFilters {
  keyword: string;
  page: number;
}

/** A page of hotels, any state, newest first (keyword). */
export function useAdminHotels(filters: HotelFilters) {
  return useQuery(
    adminPageQuery<HotelPage>([...hotelsKey, 'list', filters], '/api/admin/hotels', {
      keyword: filters.keyword || undefined,
      page: filters.page,
    }),
  );
}

/** The newest hotels (the first page) for the bookings queue's filter. */
export function useHotelChoices() {
  return useQuery(
    adminPageQuery<HotelPage>([...hotelsKey, 'list', 'choices'], '/api/admin/hotels', {}),
  );
}

export function adminHotelQuery(id: number) {
  return queryOptions({
    queryKey: [...hotelsKey, 'item', id],
    queryFn: ({ signal }) => adminApi.get<AdminHotel>(`/api/admin/hotels/${id}`, { signal }),
    meta: { silentError: true },
  });
}

export function useAdminHotel(id: number) {
  return useQuery({ ...adminHotelQuery(id), enabled: id > 0 });
}

/** Keeps the hotel the server answered with and refreshes the lists and the audit log. */
function useStoreHotel() {
  const queryClient = useQueryClient();
  return (hotel: AdminHotel) => {
    queryClient.setQueryData(adminHotelQuery(hotel.id).queryKey, hotel);
    void queryClient.invalidateQueries({ queryKey: [...hotelsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
  };
}

/** Create (no id) or change a hotel; audited. */
export function useSaveHotel() {
  const store = useStoreHotel();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id
        ? adminApi.put<AdminHotel>(`/api/admin/hotels/${id}`, body)
        : adminApi.post<AdminHotel>('/api/admin/hotels', body),
    onSuccess: store,
    meta: { silentError: true },
  });
}

const imagesPath = (id: number) => `/api/admin/hotels/${id}/images`;

/** Adds one picture (multipart `image`); the server answers with the hotel. */
export function useAddHotelImage() {
  const store = useStoreHotel();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => {
      const form = new FormData();
      form.set(HOTEL_IMAGE_FIELD, file, file.name);
      return adminApi.post<AdminHotel>(imagesPath(id), form);
    },
    onSuccess: store,
    meta: { silentError: true },
  });
}

/** Removes a picture and its files (the back-office client has no DELETE: the token is passed). */
export function useDeleteHotelImage() {
  const store = useStoreHotel();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      api.delete<AdminHotel>(`${imagesPath(id)}/${imageId}`, { token: getAdminToken() }),
    onSuccess: store,
    meta: { silentError: true },
  });
}

/** Orders the pictures (every id, the cover first). */
export function useOrderHotelImages() {
  const store = useStoreHotel();
  return useMutation({
    mutationFn: ({ id, imageIds }: { id: number; imageIds: number[] }) =>
      adminApi.put<AdminHotel>(imagesPath(id), { image_ids: imageIds }),
    onSuccess: store,
    meta: { silentError: true },
  });
}

/** Adds a room type to a hotel (no id) or changes one; the hotel is read again. */
export function useSaveRoomType(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: Record<string, unknown> }) =>
      id
        ? adminApi.put<AdminRoomType>(`/api/admin/room-types/${id}`, body)
        : adminApi.post<AdminRoomType>(`/api/admin/hotels/${hotelId}/room-types`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: hotelsKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}

export function roomCalendarQuery(roomTypeId: number, month: string) {
  return queryOptions({
    queryKey: [...hotelsKey, 'calendar', roomTypeId, month],
    queryFn: ({ signal }) =>
      adminApi.get<HotelRoomCalendar>(`/api/admin/room-types/${roomTypeId}/calendar`, {
        query: { month },
        signal,
      }),
    meta: { silentError: true },
  });
}

export function useRoomCalendar(roomTypeId: number, month: string) {
  return useQuery({ ...roomCalendarQuery(roomTypeId, month), enabled: roomTypeId > 0 });
}

/** Sets the rooms on sale for each night `from` … `to`; the calendars are read again. */
export function useSetAllotment(roomTypeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { from: string; to: string; rooms: number }) =>
      adminApi.put(`/api/admin/room-types/${roomTypeId}/allotment`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...hotelsKey, 'calendar', roomTypeId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
    meta: { silentError: true },
  });
}
