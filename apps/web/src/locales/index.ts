import type { Resources } from '@/lib/i18n/core';

/** Set by the build (`localeFiles` in vite.config.ts): the namespaces and each language's hash. */
declare const __LOCALE_FILES__: { namespaces: string[]; hashes: Record<string, string> };

/**
 * Every `<lng>/<ns>.json` under this folder, each loaded the first time a screen needs that
 * namespace in that language: in a build, as the script `locale-<lng>-<ns>-<hash>.js` that the
 * build writes for it (see `localeFiles` in vite.config.ts); on the dev server and in tests, as
 * the JSON module itself. Adding a namespace file (in every locale) is all it takes to add keys.
 * `en` is the reference; `locales.test.ts` checks the others against it.
 */
const files = import.meta.env.DEV
  ? import.meta.glob<Resources>('./*/*.json', { import: 'default' })
  : {};

const built = import.meta.env.DEV ? { namespaces: [], hashes: {} } : __LOCALE_FILES__;

/** The namespaces of the reference language, `en`. */
export const namespaces: string[] = import.meta.env.DEV
  ? Object.keys(files).flatMap((path) => /^\.\/en\/([^/]+)\.json$/.exec(path)?.[1] ?? [])
  : built.namespaces;

/** One namespace of one language (no requests beyond the app's own). */
export function loadLocale(language: string, namespace: string): Promise<Resources> {
  const hash = built.hashes[language];
  const load = import.meta.env.DEV
    ? files[`./${language}/${namespace}.json`]
    : hash && namespaces.includes(namespace)
      ? () =>
          import(
            /* @vite-ignore */ `${import.meta.env.BASE_URL}assets/web/locale-${language}-${namespace}-${hash}.js`
          ).then((module: { default: Resources }) => module.default)
      : undefined;
  return load ? load() : Promise.reject(new Error(`no locale file ${language}/${namespace}.json`));
}
