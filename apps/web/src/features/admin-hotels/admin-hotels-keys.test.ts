import { readFileSync } from 'node:fs';
import { adminHotelBookingStatus } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { sharedPieceKeys } from '@/components/admin/shared-keys';
import { has, sources, staticKeys } from '@/locales/key-check';
import { bookingTabs } from './lib/booking-filters';
import { hotelLanguages, roomPriceFields } from './lib/hotel-form';
import { adminHotelsNavItems } from './routes';

/**
 * Every key the hotels' back-office asks for exists in `en/adminHotels.json` (the locale test then
 * holds the other languages to `en`), the audit log names its actions, and the namespace loads
 * with the console.
 */
describe('adminHotels translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    expect(keys.size).toBeGreaterThan(80);
    expect([...keys].filter((k) => !has('adminHotels', k))).toEqual([]);
  });

  it('has the keys named with their namespace or built from lists', () => {
    const named = sources(new URL('./', import.meta.url)).flatMap((text) =>
      [...text.matchAll(/'adminHotels:([a-z_][\w.]*)'/g)].map((m) => m[1]),
    );
    const built = [
      ...adminHotelsNavItems.flatMap((i) =>
        [i.label, i.group].map((k) => k.replace('adminHotels:', '')),
      ),
      ...hotelLanguages.map((l) => `languages.${l}`),
      ...roomPriceFields.map((p) => `prices.${p}`),
      ...bookingTabs.map((s) => `status.${s}`),
      ...adminHotelBookingStatus.options.map((s) => `status.${s}`),
      ...['wrong_type', 'too_large', 'over_limit'].map((p) => `pictures.${p}`),
      ...Object.values(sharedPieceKeys).flat(),
      ...['point1', 'point2', 'point4'].map((w) => `wallets.${w}`),
      ...['credit', 'cash'].map((p) => `payment.${p}`),
      ...['confirm', 'cancel'].flatMap((a) => ['title', 'submit', 'done'].map((k) => `${a}.${k}`)),
      ...['bookings', 'nights', 'gross', 'refunds', 'amount'].map((k) => `sales.total_${k}`),
      'common.active',
      'common.inactive',
      'editor.save',
      'editor.create',
      'rooms.edit',
      'rooms.new',
      'hotels.empty',
      'hotels.empty_filtered',
      'bookings.empty',
      'bookings.empty_filtered',
    ];
    expect(named.length).toBeGreaterThan(4);
    expect([...named, ...built].filter((k) => !has('adminHotels', k))).toEqual([]);
  });

  it('labels the audit entries the hotels back-office writes', () => {
    const server = new URL('../../../../server/src/features/admin-hotels/', import.meta.url);
    const actions = [
      ...new Set(
        sources(server).flatMap((text) =>
          [...text.matchAll(/'(hotel\.[a-z_.]+)'/g)].map((m) => m[1]),
        ),
      ),
    ];
    expect(actions.length).toBeGreaterThanOrEqual(9);
    const missing = actions.filter((a) => !has('admin', `audit.actions.${a.replaceAll('.', '_')}`));
    expect(missing).toEqual([]);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminHotels'/);
  });
});
