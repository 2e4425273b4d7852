import { type AdminProduct, type AdminVoucher, PAGE_SIZE } from '@rangkai/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mallCategories, mallProducts, vouchers } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { imagesOf, keywordWhere, nameIn, toProduct } from './catalogue.js';
import { toVoucher } from './vouchers.js';

// Back-office reads of the catalogue and vouchers; each change has its own file (save-*.ts).

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

export function toAdminVoucher(v: typeof vouchers.$inferSelect, used: number): AdminVoucher {
  const { member_voucher_id: _, status: __, ...rest } = toVoucher(v, 'available', null);
  return { ...rest, total_quantity: v.totalQuantity, claimed: v.claimed, used, active: v.active };
}
