import { MAX_HOTEL_IMAGES } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { moveImage, splitPicked } from '@/lib/picked-images';
import {
  hotelBody,
  hotelValues,
  roomTypeBody,
  roomTypeValues,
  validateHotel,
  validateRoomType,
} from './hotel-form';

describe('hotel form', () => {
  it('needs the English name, city and address; other names empty are null', () => {
    const empty = hotelValues();
    expect(empty.free_cancel_days).toBe(3);
    expect(Object.keys(validateHotel(empty)).sort()).toEqual(['address', 'city', 'name_en']);
    const filled = { ...empty, name_en: ' Seaview ', city: 'Penang', address: '1 Jalan Pantai' };
    expect(validateHotel(filled)).toEqual({});
    expect(hotelBody(filled)).toMatchObject({ name_en: 'Seaview', name_zh: null, name_ms: null });
    expect(validateHotel({ ...filled, free_cancel_days: '' })).toEqual({
      free_cancel_days: 'REQUIRED',
    });
    expect(validateHotel({ ...filled, free_cancel_days: 61 }).free_cancel_days).toBeTruthy();
  });

  it('checks a room type’s capacity and four prices', () => {
    const room = {
      ...roomTypeValues(),
      name_en: 'Deluxe',
      normal_credit: '200',
      premium_credit: '180.00',
      normal_cash: '220.00',
      premium_cash: '200.00',
    };
    expect(validateRoomType(room)).toEqual({});
    expect(roomTypeBody(room).capacity).toBe(2);
    expect(
      Object.keys(validateRoomType({ ...room, capacity: 0, premium_cash: 'x' })).sort(),
    ).toEqual(['capacity', 'premium_cash']);
  });
});

describe('hotel pictures', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('takes pictures while room is left and names the problems', () => {
    const picked = [
      file('a.jpg', 'image/jpeg'),
      file('b.gif', 'image/gif'),
      file('c.png', 'image/png'),
    ];
    expect(splitPicked(picked, 9, MAX_HOTEL_IMAGES)).toEqual({
      accepted: [picked[0]],
      problems: ['wrong_type', 'over_limit'],
    });
    expect(
      splitPicked([file('big.webp', 'image/webp', 6 * 1024 * 1024)], 0, MAX_HOTEL_IMAGES).problems,
    ).toEqual(['too_large']);
    expect(moveImage([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveImage([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
  });
});
