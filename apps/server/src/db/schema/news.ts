import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { admins } from './auth.js';

type Localized = Partial<Record<string, string>>;

/**
 * News articles and home-page banners (issue: news). Titles and bodies are per language, English
 * required; bodies are stored already sanitised. A picture is kept as two public WebP files
 * (`image_path` large, `thumb_path` small) under DATA_DIR/public. An article is shown from
 * `publish_at` until `end_at` (open-ended when null) while `active`.
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['news', 'banner'] }).notNull(),
    newsType: text('news_type', { enum: ['announcement', 'news', 'promotion'] })
      .notNull()
      .default('news'),
    titles: jsonb('titles').$type<Localized>().notNull(),
    bodies: jsonb('bodies').$type<Localized>().notNull().default(sql`'{}'::jsonb`),
    imagePath: text('image_path'),
    thumbPath: text('thumb_path'),
    linkUrl: text('link_url'),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => admins.id),
  },
  (t) => [
    index('news_listing').on(t.kind, t.publishAt),
    check('news_kind_check', sql`${t.kind} IN ('news', 'banner')`),
    check('news_type_check', sql`${t.newsType} IN ('announcement', 'news', 'promotion')`),
    check('news_window_check', sql`${t.endAt} IS NULL OR ${t.endAt} > ${t.publishAt}`),
    check('news_banner_image', sql`${t.kind} <> 'banner' OR ${t.imagePath} IS NOT NULL`),
  ],
);

/** The terms and the privacy policy: sanitised HTML per language, edited in the back-office. */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text('slug').primaryKey(),
    bodies: jsonb('bodies').$type<Localized>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => admins.id),
  },
  (t) => [check('content_pages_slug_check', sql`${t.slug} IN ('terms', 'privacy')`)],
);
