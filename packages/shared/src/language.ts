import { z } from 'zod';
import { type Locale, locales } from './constants.js';

/**
 * The spec's own language codes (§2, §9: `my`, `vn`, `in`, `zhHant`, and `cn` in the OTP call)
 * and the usual regional tags, mapped to the app's locales.
 */
const aliases: Record<string, Locale> = {
  my: 'ms',
  vn: 'vi',
  in: 'id',
  cn: 'zh',
  zhhant: 'zh-Hant',
  'zh-hant': 'zh-Hant',
  'zh-tw': 'zh-Hant',
  'zh-hk': 'zh-Hant',
  'zh-mo': 'zh-Hant',
  'zh-hans': 'zh',
  kr: 'ko',
};

const byLowerCase = new Map<string, Locale>(locales.map((l) => [l.toLowerCase(), l]));

/**
 * One language code as a client sends it (`my`, `MS`, `zh_Hant`, `ms-MY`, `zhHant`…) → the app's
 * locale, or null when it names none of them.
 */
export function normalizeLocale(value: unknown): Locale | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().replace(/_/g, '-');
  if (!code) return null;
  const exact = byLowerCase.get(code) ?? aliases[code];
  if (exact) return exact;
  // A regional tag (`ms-MY`, `en-GB`): its language.
  const primary = code.split('-')[0];
  return byLowerCase.get(primary) ?? aliases[primary] ?? null;
}

/** A `language` query parameter: a locale or an alias of one; anything else (or none) is English. */
export const languageParam = z
  .string()
  .max(35)
  .optional()
  .transform((v): Locale => normalizeLocale(v) ?? 'en')
  .catch('en');

/**
 * A `lang` body field (the member's language, the mail's): a locale or an alias of one, as the
 * locale; left out, or naming no language the app has, it is undefined (the caller's default).
 */
export const optionalLanguage = z
  .string()
  .max(35)
  .nullish()
  .transform((v): Locale | undefined => normalizeLocale(v) ?? undefined)
  .catch(undefined);
