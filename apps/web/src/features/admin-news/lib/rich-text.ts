import { type Locale, locales } from '@rangkai/shared';

/** Whether an editor's HTML says anything (the empty editor is `<p></p>`); a picture counts. */
export function hasText(html: string | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}

/** The body to send: '' for an editor left empty. */
export function bodyToSend(html: string | undefined): string {
  return hasText(html) ? (html ?? '') : '';
}

/** The languages that have content (a title or a body), for the markers on the tabs. */
export function localesWithContent(texts: Partial<Record<Locale, string>>[]): Set<Locale> {
  return new Set(locales.filter((l) => texts.some((t) => hasText(t[l]))));
}
