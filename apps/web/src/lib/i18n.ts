import { type Locale, locales } from '@rangkai/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '@/locales';
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

export function changeLanguage(language: Locale) {
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  localStorage.setItem(storageKeys.language, language);
  document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...locales],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18n };
