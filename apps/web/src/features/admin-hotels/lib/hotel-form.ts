import {
  type AdminHotel,
  type AdminRoomType,
  adminHotelRequest,
  adminRoomTypeRequest,
} from '@rangkai/shared';
import type { PriceField } from '@/lib/price-fields';
import { schemaErrors } from './field-errors';

export const hotelLanguages = ['en', 'zh', 'ms'] as const;
export type HotelLanguage = (typeof hotelLanguages)[number];
export { priceFields as roomPriceFields } from '@/lib/price-fields';

/** The hotel form's values, named as the server names its fields. */
export type HotelFormValues = Record<`name_${HotelLanguage}`, string> &
  Record<`description_${HotelLanguage}`, string> & {
    city: string;
    address: string;
    free_cancel_days: number | string;
    active: boolean;
  };

export function hotelValues(hotel?: AdminHotel): HotelFormValues {
  return {
    name_en: hotel?.name_en ?? '',
    name_zh: hotel?.name_zh ?? '',
    name_ms: hotel?.name_ms ?? '',
    description_en: hotel?.description_en ?? '',
    description_zh: hotel?.description_zh ?? '',
    description_ms: hotel?.description_ms ?? '',
    city: hotel?.city ?? '',
    address: hotel?.address ?? '',
    free_cancel_days: hotel?.free_cancel_days ?? 3,
    active: hotel?.active ?? true,
  };
}

/** The request body (`adminHotelRequest`): texts trimmed, empty other names as null. */
export function hotelBody(values: HotelFormValues) {
  return {
    name_en: values.name_en.trim(),
    name_zh: values.name_zh.trim() || null,
    name_ms: values.name_ms.trim() || null,
    description_en: values.description_en.trim(),
    description_zh: values.description_zh.trim(),
    description_ms: values.description_ms.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    free_cancel_days: values.free_cancel_days === '' ? -1 : Number(values.free_cancel_days),
    active: values.active,
  };
}

export function validateHotel(values: HotelFormValues): Record<string, string> {
  const errors = schemaErrors(adminHotelRequest, hotelBody(values));
  if (values.free_cancel_days === '') errors.free_cancel_days = 'REQUIRED';
  return errors;
}

export type RoomTypeFormValues = Record<`name_${HotelLanguage}`, string> &
  Record<PriceField, string> & { capacity: number | string; active: boolean };

export function roomTypeValues(room?: AdminRoomType | null): RoomTypeFormValues {
  return {
    name_en: room?.name_en ?? '',
    name_zh: room?.name_zh ?? '',
    name_ms: room?.name_ms ?? '',
    capacity: room?.capacity ?? 2,
    normal_credit: room?.normal_credit ?? '',
    premium_credit: room?.premium_credit ?? '',
    normal_cash: room?.normal_cash ?? '',
    premium_cash: room?.premium_cash ?? '',
    active: room?.active ?? true,
  };
}

export function roomTypeBody(values: RoomTypeFormValues) {
  return {
    name_en: values.name_en.trim(),
    name_zh: values.name_zh.trim() || null,
    name_ms: values.name_ms.trim() || null,
    capacity: values.capacity === '' ? 0 : Number(values.capacity),
    normal_credit: values.normal_credit.trim(),
    premium_credit: values.premium_credit.trim(),
    normal_cash: values.normal_cash.trim(),
    premium_cash: values.premium_cash.trim(),
    active: values.active,
  };
}

export function validateRoomType(values: RoomTypeFormValues): Record<string, string> {
  return schemaErrors(adminRoomTypeRequest, roomTypeBody(values));
}
