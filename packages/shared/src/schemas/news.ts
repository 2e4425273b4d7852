import { z } from 'zod';
import { type Locale, locales } from '../constants.js';
import { languageParam } from '../language.js';
import { numberInput, pageQuery, paginated, pathId } from './common.js';

/**
 * News (issue: news, announcements): articles with a title and a body per language (English is
 * required and is what a language without its own text falls back to), an optional cover picture,
 * a publish time and an optional end time. `announcement` articles in their window are the app
 * shell's popup carousel (`latest`); banners are pictures for the home page's carousel.
 */
export const newsKinds = ['news', 'banner'] as const;
export const newsKind = z.enum(newsKinds);
export type NewsKind = z.infer<typeof newsKind>;

export const newsTypes = ['announcement', 'news', 'promotion'] as const;
export const newsType = z.enum(newsTypes);
export type NewsType = z.infer<typeof newsType>;

/** Draft (not active), scheduled (publish time ahead), live, ended (end time passed). */
export const newsStatuses = ['draft', 'scheduled', 'live', 'ended'] as const;
export const newsStatus = z.enum(newsStatuses);
export type NewsStatus = z.infer<typeof newsStatus>;

/** At most this many announcements in the popup carousel. */
export const LATEST_ANNOUNCEMENTS = 5;
/** The editor's picture field. */
export const NEWS_IMAGE_FIELD = 'image';
export const NEWS_TITLE_MAX = 150;
export const NEWS_BODY_MAX = 50_000;

/** `GET api/news/news-list` and `banner-list`: pages start at 1 (spec §9). */
export const newsListQuery = pageQuery.extend({
  language: languageParam,
  news_type: newsType.optional(),
});
export type NewsListQuery = z.infer<typeof newsListQuery>;

export const newsDetailsQuery = z.object({
  news_id: pathId(),
  language: languageParam,
});

/** One article in the member's language (spec §3 News: id, title, description, public_path, updated_at). */
export const newsItem = z.object({
  id: z.number().int(),
  news_type: newsType,
  title: z.string(),
  /** The first words of the body as plain text, for lists. */
  summary: z.string(),
  /** The body: HTML sanitised on the server (no script, no styles, no event handlers). */
  description: z.string(),
  /** The cover picture (large) and its small variant; null when the article has none. */
  public_path: z.string().nullable(),
  thumb_path: z.string().nullable(),
  publish_at: z.string(),
  updated_at: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

export const newsList = z.object({
  record: paginated(newsItem),
  /** Announcements in their window, newest first: the popup carousel (spec §2). */
  latest: z.array(newsItem),
});
export type NewsList = z.infer<typeof newsList>;

export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  public_path: z.string(),
  thumb_path: z.string(),
  /** Where a tap leads: a path of this site (`/web/…`) or an https address; null for none. */
  link_url: z.string().nullable(),
});
export type Banner = z.infer<typeof banner>;
export const bannerPage = paginated(banner);
export type BannerPage = z.infer<typeof bannerPage>;

// ——— Back-office ———

export const localizedText = z.partialRecord(z.enum(locales), z.string());
export type LocalizedText = Partial<Record<Locale, string>>;

export const adminNewsItem = z.object({
  id: z.number().int(),
  kind: newsKind,
  news_type: newsType,
  titles: localizedText,
  bodies: localizedText,
  public_path: z.string().nullable(),
  thumb_path: z.string().nullable(),
  link_url: z.string().nullable(),
  publish_at: z.string(),
  end_at: z.string().nullable(),
  active: z.boolean(),
  sort_order: z.number().int(),
  status: newsStatus,
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItem>;
export const adminNewsPage = paginated(adminNewsItem);
export type AdminNewsPage = z.infer<typeof adminNewsPage>;

export const adminNewsQuery = pageQuery.extend({
  kind: newsKind.default('news'),
  status: newsStatus.optional(),
});

const isoTime = z.iso.datetime({ offset: true, message: 'VALIDATION_ERROR' });
const internalOrHttps = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'VALIDATION_ERROR',
  });

type LocaleField = `title_${Locale}` | `body_${Locale}`;
const localeFields = Object.fromEntries(
  locales.flatMap((l) => [
    [`title_${l}`, z.string().trim().max(NEWS_TITLE_MAX).optional()],
    [`body_${l}`, z.string().max(NEWS_BODY_MAX).optional()],
  ]),
) as Record<LocaleField, z.ZodOptional<z.ZodString>>;

/**
 * The editor's form (multipart text fields, or JSON without a picture): `title_<locale>` and
 * `body_<locale>` for each language, English required; the picture is the file `image`
 * (JPG/PNG/WebP by content, ≤ 5 MB). A banner needs a picture; `remove_image` drops a news cover.
 */
export const adminNewsFields = z
  .object({
    kind: newsKind,
    news_type: newsType.default('news'),
    publish_at: isoTime,
    end_at: z.union([z.literal(''), isoTime]).optional(),
    link_url: z.union([z.literal(''), internalOrHttps]).optional(),
    active: z.enum(['true', 'false']).default('true'),
    sort_order: numberInput(z.number().int().min(0).max(9999)).default(0),
    remove_image: z.enum(['true', 'false']).default('false'),
    ...localeFields,
  })
  .refine((f) => !!f.title_en, {
    path: ['title_en'],
    message: 'REQUIRED',
  })
  .refine((f) => !f.end_at || !f.publish_at || Date.parse(f.end_at) > Date.parse(f.publish_at), {
    path: ['end_at'],
    message: 'VALIDATION_ERROR',
  });
export type AdminNewsFields = z.infer<typeof adminNewsFields>;

/** `POST api/admin/news/preview`: the body as the member will get it, sanitised. */
export const sanitizeRequest = z.strictObject({ html: z.string().max(NEWS_BODY_MAX) });
export const sanitizeReply = z.object({ html: z.string() });

// ——— Terms and privacy ———

export const pageSlugs = ['terms', 'privacy'] as const;
export const pageSlug = z.enum(pageSlugs);
export type PageSlug = z.infer<typeof pageSlug>;

/** `GET api/global/page?slug&language`: the text in the language asked, else English. */
export const pageQueryParams = z.object({ slug: pageSlug, language: languageParam });
export const contentPage = z.object({
  slug: pageSlug,
  language: z.string(),
  html: z.string(),
  updated_at: z.string().nullable(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const adminContentPage = z.object({
  slug: pageSlug,
  bodies: localizedText,
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AdminContentPage = z.infer<typeof adminContentPage>;
export const adminContentPageRequest = z.strictObject({
  bodies: z.partialRecord(z.enum(locales), z.string().max(NEWS_BODY_MAX)),
});
export const slugParams = z.object({ slug: pageSlug });
