import { type Locale, locales } from '@rangkai/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from '@/locales';
import { storageKeys } from './storage-keys';

/** Native names, shown untranslated in the pickers. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  'zh-Hant': '繁體中文',
};

export const DEFAULT_LANGUAGE: Locale = 'en';

function isLocale(value: string | null): value is Locale {
  return value !== null && (locales as readonly string[]).includes(value);
}

/** Spec §4: the language is stored locally, default en. */
export function storedLanguage(): Locale {
  const stored = localStorage.getItem(storageKeys.language);
  return isLocale(stored) ? stored : DEFAULT_LANGUAGE;
}

export function currentLanguage(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The member's choice: stored, then shown. (Only a choice is stored — start-up does not write the
 * language back, so a language stored by another tab while this one loads is not overwritten.)
 */
export function changeLanguage(language: Locale) {
  localStorage.setItem(storageKeys.language, language);
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * The namespaces every screen needs (the shell, and the error codes any request may answer
 * with), plus `member` once logged in (the shell shows the member's KYC status). Screens and
 * dialogs load theirs on demand (`loadNamespaces`, or `useTranslation(ns)` suspending until it
 * arrives); only the current language is loaded, and the whole locale of the language chosen
 * later (i18next loads every namespace loaded so far before switching).
 */
const startNamespaces = [
  'common',
  'errors',
  ...(localStorage.getItem(storageKeys.token) ? ['member'] : []),
];

/** Resolves once the start namespaces of the stored language are loaded (or failed to load). */
export const i18nReady: Promise<unknown> = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    // Every locale has every key (locales.test.ts), so no second language is loaded as fallback.
    fallbackLng: false,
    supportedLngs: [...locales],
    load: 'currentOnly',
    ns: startNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

document.documentElement.lang = storedLanguage();

/** Loads namespaces of the current language; resolves at once for those already loaded. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces(namespaces);
}

export { i18n };
