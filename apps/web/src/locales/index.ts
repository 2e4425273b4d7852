import type { Resources } from '@/lib/i18n/core';

/**
 * Every `<lng>/<ns>.json` under this folder, each its own chunk (`locale-<lng>-<ns>-<hash>.js`,
 * see vite.config.ts) loaded the first time a screen needs that namespace in that language.
 * Adding a namespace file (in every locale) is all it takes to add keys. `en` is the reference;
 * `locales.test.ts` checks the others against it.
 */
const files = import.meta.glob<Resources>('./*/*.json', { import: 'default' });

const loaders = new Map<string, () => Promise<Resources>>();
const found = new Set<string>();

for (const [path, load] of Object.entries(files)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  loaders.set(`${language}/${namespace}`, load);
  if (language === 'en') found.add(namespace);
}

/** The namespaces of the reference language, `en`. */
export const namespaces = [...found];

/** One namespace of one language, from its bundled chunk (no requests beyond the app's own). */
export function loadLocale(language: string, namespace: string): Promise<Resources> {
  const load = loaders.get(`${language}/${namespace}`);
  return load ? load() : Promise.reject(new Error(`no locale file ${language}/${namespace}.json`));
}
