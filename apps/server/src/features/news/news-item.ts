import type { Locale, LocalizedText, NewsItem } from '@rangkai/shared';
import type { NewsRow } from './news-status.js';
import { plainSummary } from './sanitize.js';

/** The text in `language`, else English (a language the editor left empty falls back). */
export function localized(text: LocalizedText, language: Locale): string {
  return text[language]?.trim() ? (text[language] as string) : (text.en ?? '');
}

export function toNewsItem(row: NewsRow, language: Locale): NewsItem {
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
