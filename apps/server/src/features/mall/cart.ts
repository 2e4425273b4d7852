import { CART_MAX_QUANTITY, type CartLine, formatSen, type Locale } from '@rangkai/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cartItems, mallCategories, mallProducts } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { imagesOf, isPremium, nameIn, unitPrice } from './catalogue.js';

/** A product that can be put in a cart: active, in an active category; NO_PRODUCT_MATCH otherwise. */
async function buyableProduct(db: Executor, productId: number) {
  const [row] = await db
    .select({ id: mallProducts.id, stock: mallProducts.stock })
    .from(mallProducts)
    .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
    .where(
      and(
        eq(mallProducts.id, productId),
        eq(mallProducts.active, true),
        eq(mallCategories.active, true),
      ),
    );
  if (!row) throw fieldError('NO_PRODUCT_MATCH', 'mall_product_id');
  return row;
}

/**
 * The member's cart as they see it: every line kept, each flagged when it cannot be bought as it
 * is (the product withdrawn, or fewer in stock than the line holds); subtotals of the lines that
 * can be bought, at this member's prices.
 */
export async function getCart(db: Executor, memberId: number, language: Locale) {
  const [rows, premium] = await Promise.all([
    db
      .select({ item: cartItems, p: mallProducts, categoryActive: mallCategories.active })
      .from(cartItems)
      .innerJoin(mallProducts, eq(mallProducts.id, cartItems.productId))
      .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
      .where(eq(cartItems.memberId, memberId))
      .orderBy(asc(cartItems.updatedAt), asc(cartItems.productId)),
    isPremium(db, memberId),
  ]);
  const images = await imagesOf(
    db,
    rows.map((r) => r.p.id),
  );
  let credit = 0n;
  let cash = 0n;
  let units = 0;
  const lines: CartLine[] = rows.map(({ item, p, categoryActive }) => {
    const problem =
      !p.active || !categoryActive
        ? ('unavailable' as const)
        : p.stock < item.quantity
          ? ('short_of_stock' as const)
          : null;
    units += item.quantity;
    if (!problem) {
      credit += unitPrice(p, premium, 'credit') * BigInt(item.quantity);
      cash += unitPrice(p, premium, 'cash') * BigInt(item.quantity);
    }
    return {
      mall_product_id: p.id,
      name: nameIn(p, language),
      product_name: p.nameEn,
      product_name_cn: p.nameZh,
      thumb_image_path: images.get(p.id)?.[0]?.thumb_image_path ?? null,
      my_price: {
        credit: formatSen(unitPrice(p, premium, 'credit')),
        cash: formatSen(unitPrice(p, premium, 'cash')),
      },
      quantity: item.quantity,
      stock: p.stock,
      problem,
    };
  });
  return {
    lines,
    count: units,
    subtotal_credit: formatSen(credit),
    subtotal_cash: formatSen(cash),
  };
}

/**
 * Adds `quantity` to the line (created when missing), or sets it (`mode: 'set'`). A line may not
 * hold more than is in stock, nor more than 999.
 */
export async function putCart(
  db: Executor,
  memberId: number,
  input: { mall_product_id: number; quantity: number },
  mode: 'add' | 'set',
) {
  const product = await buyableProduct(db, input.mall_product_id);
  const [current] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.productId, product.id)));
  const quantity = mode === 'add' ? (current?.quantity ?? 0) + input.quantity : input.quantity;
  if (quantity > CART_MAX_QUANTITY) throw fieldError('VALIDATION_ERROR', 'quantity');
  if (quantity > product.stock) throw fieldError('OUT_OF_STOCK', 'quantity');
  if (mode === 'set' && !current) throw fieldError('NO_PRODUCT_MATCH', 'mall_product_id');
  await db
    .insert(cartItems)
    .values({ memberId, productId: product.id, quantity })
    .onConflictDoUpdate({
      target: [cartItems.memberId, cartItems.productId],
      set:
        mode === 'add'
          ? {
              quantity: sql`LEAST(${cartItems.quantity} + ${input.quantity}, ${CART_MAX_QUANTITY})`,
              updatedAt: new Date(),
            }
          : { quantity, updatedAt: new Date() },
    });
}

export async function removeCartLine(db: Executor, memberId: number, productId: number) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.memberId, memberId), eq(cartItems.productId, productId)))
    .returning({ productId: cartItems.productId });
  if (removed.length === 0) throw new AppError('NOT_FOUND');
}
