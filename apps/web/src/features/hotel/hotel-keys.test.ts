import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the hotel screens (search, detail, cart and checkout, bookings, cancel) ask for exists
 * in `en` (the locale test then holds the other languages to `en`).
 */
const files = sources(new URL('./components/', import.meta.url), /\.tsx$/);

describe('hotel translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(files, ['hotel', 'errors']);
    expect(checked).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('has every key built from statuses, wallets, actors and payment types', () => {
    const built = [
      ...['pre_booked', 'confirmed', 'canceled'].map((s) => `status.${s}`),
      ...['point1', 'point2', 'point4'].map((w) => `wallet.${w}`),
      ...['member', 'admin', 'system'].map((a) => `actor.${a}`),
      ...['credit', 'cash'].flatMap((p) => [`price.${p}`, `checkout.${p}_from`]),
      ...['dates_required', 'check_in_past', 'check_out_before', 'too_many_nights'].map(
        (p) => `search.${p}`,
      ),
      'bookings.all',
      'checkout.success',
    ];
    expect(built.filter((key) => !has('hotel', key))).toEqual([]);
  });

  it('names the sidebar entry', () => {
    expect(has('common', 'nav.hotel')).toBe(true);
  });
});
