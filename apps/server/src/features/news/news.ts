import {
  type AdminContentPage,
  type AdminNewsFields,
  type AdminNewsItem,
  type Banner,
  type ContentPage,
  LATEST_ANNOUNCEMENTS,
  type Locale,
  type LocalizedText,
  locales,
  NEWS_IMAGE_FIELD,
  type NewsItem,
  type NewsKind,
  type NewsStatus,
  type NewsType,
  PAGE_SIZE,
  type PageSlug,
} from '@rangkai/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, type Executor, inTransaction } from '../../db/client.js';
import { admins, contentPages, news } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import { type AuditActor, writeAudit } from '../../lib/audit.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { pageOf, pageOffset } from '../../lib/pagination.js';
import { type PublicImage, removePublicImage, savePublicImage } from '../../lib/public-images.js';
import { plainSummary, sanitizeRichText } from './sanitize.js';

type NewsRow = typeof news.$inferSelect;

/** Members see an article from its publish time until its end time, while it is active. */
function showing(now: Date): SQL {
  return and(
    eq(news.active, true),
    lte(news.publishAt, now),
    or(isNull(news.endAt), gt(news.endAt, now)),
  ) as SQL;
}

const statusWhere: Record<NewsStatus, (now: Date) => SQL> = {
  draft: () => eq(news.active, false),
  scheduled: (now) => and(eq(news.active, true), gt(news.publishAt, now)) as SQL,
  live: showing,
  ended: (now) => and(eq(news.active, true), lte(news.endAt, now)) as SQL,
};

export function newsStatusOf(row: Pick<NewsRow, 'active' | 'publishAt' | 'endAt'>, now: Date) {
  if (!row.active) return 'draft';
  if (row.publishAt > now) return 'scheduled';
  if (row.endAt && row.endAt <= now) return 'ended';
  return 'live';
}

/** The text in `language`, else English (a language the editor left empty falls back). */
export function localized(text: LocalizedText, language: Locale): string {
  return text[language]?.trim() ? (text[language] as string) : (text.en ?? '');
}

function toNewsItem(row: NewsRow, language: Locale): NewsItem {
  const description = localized(row.bodies, language);
  return {
    id: row.id,
    news_type: row.newsType,
    title: localized(row.titles, language),
    summary: plainSummary(description),
    description,
    public_path: row.imagePath,
    thumb_path: row.thumbPath,
    publish_at: row.publishAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `news-list`: a page of articles being shown (newest first) and the announcements popup. */
export async function listNews(
  db: Executor,
  query: { language: Locale; news_type?: NewsType; page: number },
  now = new Date(),
) {
  const where = and(
    eq(news.kind, 'news'),
    showing(now),
    query.news_type ? eq(news.newsType, query.news_type) : undefined,
  );
  const [rows, [{ total }], latest] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.publishAt), desc(news.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
    db
      .select()
      .from(news)
      .where(and(eq(news.kind, 'news'), eq(news.newsType, 'announcement'), showing(now)))
      .orderBy(desc(news.publishAt), desc(news.id))
      .limit(LATEST_ANNOUNCEMENTS),
  ]);
  return {
    record: pageOf(
      rows.map((r) => toNewsItem(r, query.language)),
      query.page,
      total,
    ),
    latest: latest.map((r) => toNewsItem(r, query.language)),
  };
}

/** `banner-list`: banners being shown, in the editor's order. */
export async function listBanners(
  db: Executor,
  query: { language: Locale; page: number },
  now = new Date(),
) {
  const where = and(eq(news.kind, 'banner'), showing(now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(asc(news.sortOrder), desc(news.publishAt), desc(news.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  const banners: Banner[] = rows.map((r) => ({
    id: r.id,
    title: localized(r.titles, query.language),
    public_path: r.imagePath as string,
    thumb_path: r.thumbPath as string,
    link_url: r.linkUrl,
  }));
  return pageOf(banners, query.page, total);
}

/** One article being shown; anything else (draft, scheduled, ended, a banner) is not found. */
export async function newsDetails(db: Executor, id: number, language: Locale, now = new Date()) {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), eq(news.kind, 'news'), showing(now)));
  if (!row) throw new AppError('NOT_FOUND');
  return toNewsItem(row, language);
}

// ——— Back-office ———

function toAdminItem(row: NewsRow & { updatedByName: string | null }, now: Date): AdminNewsItem {
  return {
    id: row.id,
    kind: row.kind,
    news_type: row.newsType,
    titles: row.titles,
    bodies: row.bodies,
    public_path: row.imagePath,
    thumb_path: row.thumbPath,
    link_url: row.linkUrl,
    publish_at: row.publishAt.toISOString(),
    end_at: row.endAt?.toISOString() ?? null,
    active: row.active,
    sort_order: row.sortOrder,
    status: newsStatusOf(row, now),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName,
  };
}

const withEditor = { updatedByName: admins.username };

export async function adminNewsList(
  db: Executor,
  query: { kind: NewsKind; status?: NewsStatus; page: number },
  now = new Date(),
) {
  const where = and(eq(news.kind, query.kind), query.status && statusWhere[query.status](now));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(news), ...withEditor })
      .from(news)
      .leftJoin(admins, eq(admins.id, news.updatedBy))
      .where(where)
      .orderBy(
        ...(query.kind === 'banner' ? [asc(news.sortOrder)] : []),
        desc(news.publishAt),
        desc(news.id),
      )
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ total: count() }).from(news).where(where),
  ]);
  return pageOf(
    rows.map((r) => toAdminItem(r, now)),
    query.page,
    total,
  );
}

export async function adminNewsItem(db: Executor, id: number, now = new Date()) {
  const [row] = await db
    .select({ ...getTableColumns(news), ...withEditor })
    .from(news)
    .leftJoin(admins, eq(admins.id, news.updatedBy))
    .where(eq(news.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toAdminItem(row, now);
}

/** The row for a row lock (an edit or a delete reads what it replaces). */
export async function lockNews(tx: Executor, id: number): Promise<NewsRow> {
  const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The editor's fields as a row: texts trimmed, empty languages left out, bodies sanitised. */
function newsValues(fields: AdminNewsFields) {
  const titles: LocalizedText = {};
  const bodies: LocalizedText = {};
  for (const l of locales) {
    const title = fields[`title_${l}`]?.trim();
    if (title) titles[l] = title;
    const body = sanitizeRichText(fields[`body_${l}`] ?? '');
    if (plainSummary(body)) bodies[l] = body;
  }
  return {
    kind: fields.kind,
    newsType: fields.kind === 'banner' ? ('news' as const) : fields.news_type,
    titles,
    bodies,
    linkUrl: fields.link_url || null,
    publishAt: new Date(fields.publish_at),
    endAt: fields.end_at ? new Date(fields.end_at) : null,
    active: fields.active === 'true',
    sortOrder: fields.sort_order,
  };
}

/** A banner is a picture: without one it is refused naming the field. */
function requireBannerImage(kind: NewsKind, imagePath: string | null) {
  if (kind === 'banner' && !imagePath) throw fieldError('REQUIRED', 'image');
}

interface NewsInput {
  fields: AdminNewsFields;
  /** The uploaded picture's bytes; null keeps the current one (or none). */
  image: Buffer | null;
  actor: AuditActor;
  ip?: string;
}

/**
 * A write with a new picture: the picture is saved first and removed again if the write is
 * refused, so a refusal keeps no file.
 */
async function withPicture<T>(
  media: BlobStore,
  bytes: Buffer | null,
  write: (image: PublicImage | null) => Promise<T>,
): Promise<T> {
  const image = bytes ? await savePublicImage(media, 'news', bytes, NEWS_IMAGE_FIELD) : null;
  try {
    return await write(image);
  } catch (error) {
    if (image) await removePublicImage(media, image.large, image.thumb);
    throw error;
  }
}

const editor = (actor: AuditActor) => ('adminId' in actor ? actor.adminId : null);

/** Publishes an article or a banner with its audit row, in one transaction. Returns its id. */
export async function createNews(db: Db, media: BlobStore, input: NewsInput): Promise<number> {
  return withPicture(media, input.image, (image) =>
    inTransaction(db, async (tx) => {
      const values = newsValues(input.fields);
      requireBannerImage(values.kind, image?.large ?? null);
      const [row] = await tx
        .insert(news)
        .values({
          ...values,
          imagePath: image?.large ?? null,
          thumbPath: image?.thumb ?? null,
          updatedBy: editor(input.actor),
        })
        .returning({ id: news.id });
      await writeAudit(tx, {
        actor: input.actor,
        action: 'news.create',
        targetType: 'news',
        targetId: row.id,
        after: { ...values, imagePath: image?.large ?? null },
        ip: input.ip,
      });
      return row.id;
    }),
  );
}

/**
 * Replaces an article or a banner (a new picture, or `remove_image`, drops the old files once the
 * write has committed), audited with what it replaced.
 */
export async function replaceNews(db: Db, media: BlobStore, id: number, input: NewsInput) {
  const dropped = await withPicture(media, input.image, (image) =>
    inTransaction(db, async (tx) => {
      const before = await lockNews(tx, id);
      const values = newsValues(input.fields);
      const drop = !!image || input.fields.remove_image === 'true';
      const imagePath = image?.large ?? (drop ? null : before.imagePath);
      const thumbPath = image?.thumb ?? (drop ? null : before.thumbPath);
      requireBannerImage(values.kind, imagePath);
      await tx
        .update(news)
        .set({
          ...values,
          imagePath,
          thumbPath,
          updatedBy: editor(input.actor),
          updatedAt: new Date(),
        })
        .where(eq(news.id, id));
      await writeAudit(tx, {
        actor: input.actor,
        action: 'news.update',
        targetType: 'news',
        targetId: id,
        before,
        after: { ...values, imagePath },
        ip: input.ip,
      });
      return drop ? [before.imagePath, before.thumbPath] : [];
    }),
  );
  await removePublicImage(media, ...dropped);
}

// ——— Terms and privacy ———

export async function contentPage(
  db: Executor,
  slug: PageSlug,
  language: Locale,
): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
  const html = row ? localized(row.bodies, language) : '';
  return {
    slug,
    language: row?.bodies[language]?.trim() ? language : 'en',
    html,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function adminContentPage(db: Executor, slug: PageSlug): Promise<AdminContentPage> {
  const [row] = await db
    .select({ ...getTableColumns(contentPages), updatedByName: admins.username })
    .from(contentPages)
    .leftJoin(admins, eq(admins.id, contentPages.updatedBy))
    .where(eq(contentPages.slug, slug));
  return {
    slug,
    bodies: row?.bodies ?? {},
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: row?.updatedByName ?? null,
  };
}

export async function saveContentPage(
  tx: Executor,
  slug: PageSlug,
  input: LocalizedText,
  adminId: number,
) {
  const bodies: LocalizedText = {};
  for (const l of locales) {
    const body = sanitizeRichText(input[l] ?? '');
    if (plainSummary(body)) bodies[l] = body;
  }
  const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug));
  await tx
    .insert(contentPages)
    .values({ slug, bodies, updatedBy: adminId })
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { bodies, updatedBy: adminId, updatedAt: sql`now()` },
    });
  return { before: before?.bodies ?? null, after: bodies };
}
