import { type Locale, locales } from '@rangkai/shared';
import { createElement } from 'react';
import { storageKeys } from '@/lib/storage-keys';
import { loadLocale, namespaces } from '@/locales';
import { createI18n } from './core';
import { TransOf, type TransProps, useTranslationOf } from './react';

export type { I18n, TFunction, TOptions } from './core';

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

/**
 * Spec §4: the language is stored locally, default en (also where there is no storage: a module
 * that uses `useTranslation` can be imported by a unit test in Node).
 */
export function storedLanguage(): Locale {
  const stored = globalThis.localStorage?.getItem(storageKeys.language) ?? null;
  return isLocale(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The app's translator. Every locale has every key (locales.test.ts), so no second language is
 * loaded as fallback; only the current language is loaded.
 */
const i18n = createI18n({
  language: storedLanguage(),
  load: loadLocale,
  namespaces,
  defaultNamespace: 'common',
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** The app translator's `t` for `ns` (see `useTranslationOf`): suspends until it is loaded. */
export function useTranslation(ns?: string | readonly string[]) {
  return useTranslationOf(i18n, ns);
}

/** A translated text with elements for its named tags, e.g. `<terms>…</terms>`. */
export function Trans(props: TransProps) {
  return createElement(TransOf, { ...props, i18n });
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

/**
 * The namespaces every screen needs (the shell, and the error codes any request may answer
 * with), plus `member` once logged in (the shell shows the member's KYC status). Screens and
 * dialogs load theirs on demand (`loadNamespaces`, or `useTranslation(ns)` suspending until it
 * arrives); only the current language is loaded, and the whole locale of the language chosen
 * later (`changeLanguage` loads every namespace loaded so far before switching).
 */
function startNamespaces() {
  return ['common', 'errors', ...(localStorage.getItem(storageKeys.token) ? ['member'] : [])];
}

/**
 * Start-up: marks the page with the stored language and loads the start namespaces; resolves
 * once they are loaded (or failed to load).
 */
export function startI18n(): Promise<void> {
  document.documentElement.lang = i18n.language;
  return i18n.loadNamespaces(startNamespaces());
}

/** Loads namespaces of the current language; resolves at once for those already loaded. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export { i18n };
