import {
  formatSen,
  type Locale,
  type MallCategory,
  PAGE_SIZE,
  type Product,
  type ProductDetail,
  type productSorts,
} from '@rangkai/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  mallCategories,
  mallProductImages,
  mallProducts,
  members,
  packages,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { likeContains, pageOf, pageOffset } from '../../lib/pagination.js';

export type ProductRow = typeof mallProducts.$inferSelect;

/** Text folded for the keyword search: lower case, accents removed, whitespace single. */
export function foldSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every name of a product, folded: what a keyword is looked for in. */
export function searchTextOf(p: { nameEn: string; nameZh: string | null; nameMs: string | null }) {
  return foldSearch([p.nameEn, p.nameZh, p.nameMs].filter(Boolean).join(' | '));
}

/** A name in the language asked: Chinese for zh and zh-Hant, Malay for ms and id, else English. */
export function nameIn(
  names: { nameEn: string; nameZh: string | null; nameMs: string | null },
  language: Locale,
): string {
  if ((language === 'zh' || language === 'zh-Hant') && names.nameZh) return names.nameZh;
  if ((language === 'ms' || language === 'id') && names.nameMs) return names.nameMs;
  return names.nameEn;
}

function descriptionIn(row: ProductRow, language: Locale): string {
  if ((language === 'zh' || language === 'zh-Hant') && row.descriptionZh) return row.descriptionZh;
  if ((language === 'ms' || language === 'id') && row.descriptionMs) return row.descriptionMs;
  return row.descriptionEn;
}

/** Whether a member pays premium prices (§3: their package is premium); visitors do not. */
export async function isPremium(db: Executor, memberId: number | null): Promise<boolean> {
  if (!memberId) return false;
  const [row] = await db
    .select({ premium: packages.premium })
    .from(members)
    .leftJoin(packages, eq(packages.id, members.packageId))
    .where(eq(members.id, memberId));
  return row?.premium ?? false;
}

/** The unit price this member pays (sen), by payment type. */
export function unitPrice(row: ProductRow, premium: boolean, paymentType: 'credit' | 'cash') {
  if (paymentType === 'credit') return premium ? row.premiumCreditSen : row.normalCreditSen;
  return premium ? row.premiumCashSen : row.normalCashSen;
}

async function imagesOf(db: Executor, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, Product['product_image_path']>();
  const rows = await db
    .select()
    .from(mallProductImages)
    .where(inArray(mallProductImages.productId, productIds))
    .orderBy(asc(mallProductImages.sortOrder), asc(mallProductImages.id));
  const byProduct = new Map<number, Product['product_image_path']>();
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ id: r.id, public_image_path: r.largePath, thumb_image_path: r.thumbPath });
    byProduct.set(r.productId, list);
  }
  return byProduct;
}

export function toProduct(
  row: ProductRow,
  images: Product['product_image_path'],
  premium: boolean,
  language: Locale,
): Product {
  return {
    id: row.id,
    mall_category_id: row.categoryId,
    name: nameIn(row, language),
    product_name: row.nameEn,
    product_name_cn: row.nameZh,
    product_name_ms: row.nameMs,
    price: {
      normal_credit: formatSen(row.normalCreditSen),
      premium_credit: formatSen(row.premiumCreditSen),
      normal_cash: formatSen(row.normalCashSen),
      premium_cash: formatSen(row.premiumCashSen),
    },
    my_price: {
      credit: formatSen(unitPrice(row, premium, 'credit')),
      cash: formatSen(unitPrice(row, premium, 'cash')),
    },
    premium,
    product_image_path: images,
    stock: row.stock,
    featured: row.featured,
  };
}

/** Active categories in order, each with its number of active products. */
export async function listCategories(db: Executor, language: Locale): Promise<MallCategory[]> {
  const rows = await db
    .select({
      c: mallCategories,
      products: sql<number>`(SELECT count(*)::int FROM mall_products p
        WHERE p.category_id = mall_categories.id AND p.active)`,
    })
    .from(mallCategories)
    .where(eq(mallCategories.active, true))
    .orderBy(asc(mallCategories.sortOrder), asc(mallCategories.id));
  return rows.map(({ c, products }) => ({
    id: c.id,
    name: nameIn(c, language),
    name_en: c.nameEn,
    name_zh: c.nameZh,
    name_ms: c.nameMs,
    product_count: products,
  }));
}

/** Conditions of a keyword: every word must appear in some name (any case, any accents). */
export function keywordWhere(keyword: string | undefined): SQL | undefined {
  const words = foldSearch(keyword ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${mallProducts.searchText} LIKE ${likeContains(w)}`));
}

/**
 * Counting stops here: a shop shows "1000+ results" rather than scanning every match of a common
 * word for an exact figure nobody pages through (50 pages of 20).
 */
export const COUNT_CAP = 1000;

/** Products members can buy, of a category or matching a keyword, a page at a time. */
export async function listProducts(
  db: Executor,
  memberId: number | null,
  query: {
    mall_category_id?: number;
    keyword?: string;
    featured?: string;
    sort: (typeof productSorts)[number];
    language: Locale;
    page: number;
  },
) {
  const premium = await isPremium(db, memberId);
  const where = and(
    eq(mallProducts.active, true),
    sql`EXISTS (SELECT 1 FROM mall_categories c WHERE c.id = mall_products.category_id AND c.active)`,
    query.mall_category_id ? eq(mallProducts.categoryId, query.mall_category_id) : undefined,
    query.featured ? eq(mallProducts.featured, true) : undefined,
    keywordWhere(query.keyword),
  );
  const price = premium ? mallProducts.premiumCreditSen : mallProducts.normalCreditSen;
  const order =
    query.sort === 'price_asc'
      ? [asc(price), desc(mallProducts.id)]
      : query.sort === 'price_desc'
        ? [desc(price), desc(mallProducts.id)]
        : [desc(mallProducts.id)];
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(mallProducts)
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM mall_products WHERE ${where} LIMIT ${COUNT_CAP + 1}) s`,
    ),
  ]);
  const found = Number(counted.rows[0].n);
  const images = await imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    ...pageOf(
      rows.map((r) => toProduct(r, images.get(r.id) ?? [], premium, query.language)),
      query.page,
      Math.min(found, COUNT_CAP),
    ),
    total_capped: found > COUNT_CAP,
  };
}

/** One product members can buy, or NO_PRODUCT_MATCH. */
export async function productDetail(
  db: Executor,
  memberId: number | null,
  productId: number,
  language: Locale,
): Promise<ProductDetail> {
  const [row] = await db
    .select({ p: mallProducts, c: mallCategories })
    .from(mallProducts)
    .innerJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
    .where(
      and(
        eq(mallProducts.id, productId),
        eq(mallProducts.active, true),
        eq(mallCategories.active, true),
      ),
    );
  if (!row) throw new AppError('NO_PRODUCT_MATCH');
  const [premium, images] = await Promise.all([isPremium(db, memberId), imagesOf(db, [productId])]);
  return {
    ...toProduct(row.p, images.get(productId) ?? [], premium, language),
    description: descriptionIn(row.p, language),
    category_name: nameIn(row.c, language),
  };
}

export { imagesOf };
