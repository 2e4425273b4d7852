import type { BackendModule, ResourceKey } from 'i18next';

/**
 * Every `<lng>/<ns>.json` under this folder, each its own chunk (`locale-<lng>-<ns>-<hash>.js`,
 * see vite.config.ts) loaded the first time a screen needs that namespace in that language.
 * Adding a namespace file (in every locale) is all it takes to add keys. `en` is the reference;
 * `locales.test.ts` checks the others against it.
 */
const files = import.meta.glob<ResourceKey>('./*/*.json', { import: 'default' });

const loaders = new Map<string, () => Promise<ResourceKey>>();
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

/** i18next backend reading the bundled locale chunks (no requests beyond the app's own). */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(new Error(`no locale file ${language}/${namespace}.json`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};
