import {
  type AdminProduct,
  type AdminVoucher,
  type adminCategoryRequest,
  type adminProductRequest,
  type adminVoucherRequest,
  MAX_PRODUCT_IMAGES,
  PAGE_SIZE,
  PRODUCT_IMAGE_FIELD,
} from '@rangkai/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/client.js';
import {
  mallCategories,
  mallProductImages,
  mallProducts,
  memberVouchers,
  vouchers,
} from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { type AuditActor, writeAudit } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { removePublicImage, savePublicImage } from '../../lib/public-images.js';
import { imagesOf, keywordWhere, nameIn, searchTextOf, toProduct } from './catalogue.js';
import { toVoucher } from './vouchers.js';

type CategoryInput = z.output<typeof adminCategoryRequest>;
type ProductInput = z.output<typeof adminProductRequest>;
type VoucherInput = z.output<typeof adminVoucherRequest>;

// ——— Categories ———

export async function adminCategories(db: Executor) {
  const rows = await db
    .select({
      c: mallCategories,
      products: sql<number>`(SELECT count(*)::int FROM mall_products p WHERE p.category_id = mall_categories.id)`,
    })
    .from(mallCategories)
    .orderBy(asc(mallCategories.sortOrder), asc(mallCategories.id));
  return rows.map(({ c, products }) => ({
    id: c.id,
    name: c.nameEn,
    name_en: c.nameEn,
    name_zh: c.nameZh,
    name_ms: c.nameMs,
    product_count: products,
    sort_order: c.sortOrder,
    active: c.active,
  }));
}

export async function saveCategory(tx: Tx, id: number | null, input: CategoryInput) {
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    nameMs: input.name_ms,
    sortOrder: input.sort_order,
    active: input.active,
  };
  if (id === null) {
    const [row] = await tx.insert(mallCategories).values(values).returning();
    return { before: null, after: row };
  }
  const [before] = await tx
    .select()
    .from(mallCategories)
    .where(eq(mallCategories.id, id))
    .for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await tx
    .update(mallCategories)
    .set(values)
    .where(eq(mallCategories.id, id))
    .returning();
  return { before, after };
}

// ——— Products ———

export async function adminProduct(db: Executor, id: number): Promise<AdminProduct> {
  const [row] = await db
    .select({ p: mallProducts, c: mallCategories })
    .from(mallProducts)
    .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
    .where(eq(mallProducts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const images = await imagesOf(db, [id]);
  return toAdminProduct(row.p, row.c, images.get(id) ?? []);
}

function toAdminProduct(
  p: typeof mallProducts.$inferSelect,
  c: typeof mallCategories.$inferSelect,
  images: AdminProduct['product_image_path'],
): AdminProduct {
  return {
    ...toProduct(p, images, false, 'en'),
    description: p.descriptionEn,
    category_name: nameIn(c, 'en'),
    description_en: p.descriptionEn,
    description_zh: p.descriptionZh,
    description_ms: p.descriptionMs,
    active: p.active,
    sold: p.sold,
    updated_at: p.updatedAt.toISOString(),
  };
}

export async function adminProducts(
  db: Executor,
  query: { keyword?: string; mall_category_id?: number; active?: 'true' | 'false'; page: number },
) {
  const where = and(
    keywordWhere(query.keyword),
    query.mall_category_id ? eq(mallProducts.categoryId, query.mall_category_id) : undefined,
    query.active ? eq(mallProducts.active, query.active === 'true') : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: mallProducts, c: mallCategories })
      .from(mallProducts)
      .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
      .where(where)
      .orderBy(desc(mallProducts.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(mallProducts).where(where),
  ]);
  const images = await imagesOf(
    db,
    rows.map((r) => r.p.id),
  );
  return pageOf(
    rows.map((r) => toAdminProduct(r.p, r.c, images.get(r.p.id) ?? [])),
    query.page,
    total,
  );
}

export async function saveProduct(tx: Tx, id: number | null, input: ProductInput) {
  const [category] = await tx
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(eq(mallCategories.id, input.mall_category_id));
  if (!category) throw fieldError('VALIDATION_ERROR', 'mall_category_id');
  const names = { nameEn: input.name_en, nameZh: input.name_zh, nameMs: input.name_ms };
  const values = {
    categoryId: input.mall_category_id,
    ...names,
    descriptionEn: input.description_en,
    descriptionZh: input.description_zh,
    descriptionMs: input.description_ms,
    normalCreditSen: input.normal_credit,
    premiumCreditSen: input.premium_credit,
    normalCashSen: input.normal_cash,
    premiumCashSen: input.premium_cash,
    stock: input.stock,
    active: input.active,
    featured: input.featured,
    searchText: searchTextOf(names),
    updatedAt: new Date(),
  };
  if (id === null) {
    const [row] = await tx.insert(mallProducts).values(values).returning();
    return { before: null, after: row };
  }
  const [before] = await tx
    .select()
    .from(mallProducts)
    .where(eq(mallProducts.id, id))
    .for('update');
  if (!before) throw new AppError('NOT_FOUND');
  const [after] = await tx
    .update(mallProducts)
    .set(values)
    .where(eq(mallProducts.id, id))
    .returning();
  return { before, after };
}

/**
 * Adds a picture after the product's others (at most 10), audited; the files are removed again
 * if the write is refused.
 */
export async function addProductImage(
  db: Db,
  media: BlobStore,
  productId: number,
  bytes: Buffer,
  audit: { actor: AuditActor; ip: string },
) {
  const image = await savePublicImage(media, 'products', bytes, PRODUCT_IMAGE_FIELD);
  try {
    await inTransaction(db, async (tx) => {
      const [product] = await tx
        .select({ id: mallProducts.id })
        .from(mallProducts)
        .where(eq(mallProducts.id, productId))
        .for('update');
      if (!product) throw new AppError('NOT_FOUND');
      const [{ n, last }] = await tx
        .select({
          n: count(),
          last: sql<number>`coalesce(max(${mallProductImages.sortOrder}), -1)::int`,
        })
        .from(mallProductImages)
        .where(eq(mallProductImages.productId, productId));
      if (n >= MAX_PRODUCT_IMAGES) throw fieldError('VALIDATION_ERROR', PRODUCT_IMAGE_FIELD);
      const [row] = await tx
        .insert(mallProductImages)
        .values({ productId, largePath: image.large, thumbPath: image.thumb, sortOrder: last + 1 })
        .returning();
      await writeAudit(tx, {
        ...audit,
        action: 'mall.product_image.add',
        targetType: 'mall_product',
        targetId: productId,
        after: row,
      });
    });
  } catch (error) {
    await removePublicImage(media, image.large, image.thumb);
    throw error;
  }
}

export async function deleteProductImage(tx: Tx, productId: number, imageId: number) {
  const [row] = await tx
    .delete(mallProductImages)
    .where(and(eq(mallProductImages.id, imageId), eq(mallProductImages.productId, productId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Puts the product's pictures in the order given (every picture of it, once). */
export async function orderProductImages(tx: Tx, productId: number, imageIds: number[]) {
  const current = await tx
    .select({ id: mallProductImages.id })
    .from(mallProductImages)
    .where(eq(mallProductImages.productId, productId))
    .for('update');
  const ids = new Set(current.map((c) => c.id));
  if (
    imageIds.length !== ids.size ||
    new Set(imageIds).size !== ids.size ||
    imageIds.some((i) => !ids.has(i))
  )
    throw fieldError('VALIDATION_ERROR', 'image_ids');
  for (const [i, id] of imageIds.entries())
    await tx.update(mallProductImages).set({ sortOrder: i }).where(eq(mallProductImages.id, id));
}

// ——— Vouchers ———

export async function adminVouchers(db: Executor, page: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        v: vouchers,
        used: sql<number>`(SELECT count(*)::int FROM member_vouchers mv WHERE mv.voucher_id = vouchers.id AND mv.order_id IS NOT NULL)`,
      })
      .from(vouchers)
      .orderBy(desc(vouchers.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(vouchers),
  ]);
  return pageOf(
    rows.map((r) => toAdminVoucher(r.v, r.used)),
    page,
    total,
  );
}

function toAdminVoucher(v: typeof vouchers.$inferSelect, used: number): AdminVoucher {
  const { member_voucher_id: _, status: __, ...rest } = toVoucher(v, 'available', null);
  return { ...rest, total_quantity: v.totalQuantity, claimed: v.claimed, used, active: v.active };
}

export async function saveVoucher(tx: Tx, id: number | null, input: VoucherInput) {
  const values = {
    code: input.code,
    name: input.name,
    discountType: input.discount_type,
    amountSen: input.discount_type === 'fixed' ? (input.amount ?? null) : null,
    percent: input.discount_type === 'percent' ? (input.percent ?? null) : null,
    maxDiscountSen: input.discount_type === 'percent' ? (input.max_discount ?? null) : null,
    minSpendSen: input.min_spend,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    totalQuantity: input.total_quantity,
    perMemberLimit: input.per_member_limit,
    active: input.active,
  };
  const [clash] = await tx
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.code, input.code));
  if (clash && clash.id !== id) throw fieldError('CONFLICT', 'code');
  if (id === null) {
    const [row] = await tx.insert(vouchers).values(values).returning();
    return { before: null, after: toAdminVoucher(row, 0) };
  }
  const [before] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  if (!before) throw new AppError('NOT_FOUND');
  if (values.totalQuantity < before.claimed) throw fieldError('VALIDATION_ERROR', 'total_quantity');
  const [after] = await tx.update(vouchers).set(values).where(eq(vouchers.id, id)).returning();
  const [{ used }] = await tx
    .select({ used: count() })
    .from(memberVouchers)
    .where(and(eq(memberVouchers.voucherId, id), sql`${memberVouchers.orderId} IS NOT NULL`));
  return { before, after: toAdminVoucher(after, used) };
}
