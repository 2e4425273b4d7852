import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedPieceKeys } from '@/components/admin/shared-keys';
import { has, sources, staticKeys } from '@/locales/key-check';
import { productLanguages } from './lib/product-form';
import { adminMallNavItems } from './routes';

/**
 * Every key the mall's back-office asks for exists in `en/adminMall.json` (the locale test then
 * holds the other languages to `en`), and the namespace loads with the console.
 */
describe('adminMall translations', () => {
  it('has every static key used in the feature', () => {
    const keys = staticKeys(sources(new URL('./', import.meta.url)));
    // The pictures', editor tabs' and sales range's own texts are in `sharedPieceKeys` (below).
    expect(keys.size).toBeGreaterThan(80);
    expect([...keys].filter((k) => !has('adminMall', k))).toEqual([]);
  });

  it('has the keys named with their namespace or built from lists', () => {
    const named = sources(new URL('./', import.meta.url)).flatMap((text) =>
      [...text.matchAll(/'adminMall:([a-z_][\w.]*)'/g)].map((m) => m[1]),
    );
    const built = [
      ...adminMallNavItems.flatMap((i) =>
        [i.label, i.group].map((k) => k.replace('adminMall:', '')),
      ),
      ...productLanguages.map((l) => `languages.${l}`),
      ...['normal_credit', 'premium_credit', 'normal_cash', 'premium_cash'].map(
        (p) => `prices.${p}`,
      ),
      ...['wrong_type', 'too_large', 'over_limit'].map((p) => `pictures.${p}`),
      ...Object.values(sharedPieceKeys).flat(),
      ...['fixed', 'percent'].map((type) => `vouchers.types.${type}`),
      'products.stock_low',
      'products.stock_out',
      'editor.save',
      'editor.create',
      'categories.edit',
      'categories.new',
      'common.active',
      'common.inactive',
      'vouchers.errors.code',
      'vouchers.errors.code_taken',
      'vouchers.errors.ends_after_starts',
      'vouchers.errors.below_claimed',
    ];
    expect(named.length).toBeGreaterThan(5);
    expect([...named, ...built].filter((k) => !has('adminMall', k))).toEqual([]);
  });

  it('labels the audit entries the mall and the order cancel write', () => {
    const actions = [
      'order.cancel',
      'mall.category.create',
      'mall.category.update',
      'mall.product.create',
      'mall.product.update',
      'mall.product_image.add',
      'mall.product_image.delete',
      'mall.product_image.order',
      'mall.voucher.create',
      'mall.voucher.update',
      'mall.checkout',
    ];
    const missing = actions.filter((a) => !has('admin', `audit.actions.${a.replaceAll('.', '_')}`));
    expect(missing).toEqual([]);
  });

  it('loads with the rest of the back-office', () => {
    const router = readFileSync(new URL('../../app/router.tsx', import.meta.url), 'utf8');
    expect(router).toMatch(/loadNamespaces\(\[[^\]]*'adminMall'/);
  });
});
