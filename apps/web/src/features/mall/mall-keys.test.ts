import { cartProblems, voucherStatuses } from '@rangkai/shared';
import { describe, expect, it } from 'vitest';
import { checkKeys, has, sources } from '@/locales/key-check';

/**
 * Every key the shop screens (catalogue, cart, checkout, address book, vouchers) ask for exists
 * in `en` (the locale test then holds the other languages to `en`).
 */
const files = sources(new URL('./components/', import.meta.url), /\.tsx$/);

describe('mall translations', () => {
  it('has every key used in the components', () => {
    const { checked, missing } = checkKeys(files, ['mall', 'errors']);
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('has every key built from shared lists', () => {
    const built = [
      ...cartProblems.map((p) => `cart.problem.${p}`),
      ...voucherStatuses.flatMap((s) => [`vouchers.tabs.${s}`, `vouchers.empty.${s}`]),
      ...voucherStatuses.filter((s) => s !== 'available').map((s) => `vouchers.status.${s}`),
      ...['point1', 'point2', 'point4'].map((w) => `wallet.${w}`),
      ...['West', 'East'].map((a) => `address.area.${a}`),
    ];
    expect(built.filter((key) => !has('mall', key))).toEqual([]);
  });
});
