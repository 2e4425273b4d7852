import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mallProducts } from '../db/schema/index.js';
import { addProductImage, saveCategory, saveProduct, saveVoucher } from '../features/mall/index.js';
import type { BlobStore } from '../lib/blob-store.js';
import { runAction } from '../lib/run-action.js';
import { shelves } from './mall-shelves.js';
import { productPicture } from './product-picture.js';

const price = (myr: number, factor: number) => BigInt(Math.round(myr * factor)) * 100n;

/**
 * A demo mall: 5 categories, up to 8 products each (`perShelf`) with pictures, 3 vouchers —
 * unless products exist.
 */
export async function seedDemoMall(db: Db, media: BlobStore, perShelf = 8): Promise<string> {
  const [{ n }] = await db.select({ n: count() }).from(mallProducts);
  if (n > 0) return `mall: ${n} products already there, none added`;
  const by = { actor: { type: 'system' as const, username: 'demo:seed' }, ip: '127.0.0.1' };
  let seed = 0;
  for (const [order, shelf] of shelves.entries()) {
    const category = await runAction(db, by, (tx) =>
      saveCategory(tx, null, {
        name_en: shelf.category[0],
        name_zh: shelf.category[1],
        name_ms: shelf.category[2],
        sort_order: order,
        active: true,
      }),
    );
    for (const [[en, zh, ms], myr] of shelf.products.slice(0, perShelf)) {
      seed++;
      const saved = await runAction(db, by, (tx) =>
        saveProduct(tx, null, {
          mall_category_id: category.id,
          name_en: en,
          name_zh: zh,
          name_ms: ms,
          description_en: `${en}, chosen for Rangkai members.\nShips from Kuala Lumpur in 2–3 working days.`,
          description_zh: `${zh}，为 Rangkai 会员精选。\n从吉隆坡发货，2–3 个工作日。`,
          description_ms: `${ms}, dipilih untuk ahli Rangkai.\nDihantar dari Kuala Lumpur dalam 2–3 hari bekerja.`,
          normal_credit: price(myr, 1),
          premium_credit: price(myr, 0.85),
          normal_cash: price(myr, 0.95),
          premium_cash: price(myr, 0.8),
          stock: 20 + ((seed * 13) % 180),
          active: true,
          featured: seed % 5 === 1,
        }),
      );
      await addProductImage(
        db,
        media,
        saved.id,
        await productPicture(shelf.icon, shelf.hue, seed),
        by,
      );
    }
  }
  const now = Date.now();
  const days = (d: number) => new Date(now + d * 86_400_000).toISOString();
  const demoVouchers = [
    {
      code: 'WELCOME10',
      name: 'RM10 off your first order',
      discount_type: 'fixed' as const,
      amount: 1000n,
      min_spend: 5000n,
    },
    {
      code: 'SAVE15',
      name: '15% off, up to RM30',
      discount_type: 'percent' as const,
      percent: 15,
      max_discount: 3000n,
      min_spend: 10000n,
    },
    {
      code: 'FREESHIP',
      name: 'RM10 off orders over RM80',
      discount_type: 'fixed' as const,
      amount: 1000n,
      min_spend: 8000n,
    },
  ];
  for (const v of demoVouchers)
    await runAction(db, by, (tx) =>
      saveVoucher(tx, null, {
        ...v,
        starts_at: days(-1),
        ends_at: days(60),
        total_quantity: 500,
        per_member_limit: 1,
        active: true,
      }),
    );
  return `mall: ${shelves.length} categories, ${seed} products with pictures and ${demoVouchers.length} vouchers`;
}
