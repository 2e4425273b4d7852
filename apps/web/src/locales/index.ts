import type { Resource } from 'i18next';

/**
 * Bundles every `<lng>/<ns>.json` under this folder: adding a namespace file (in every locale) is
 * all it takes to add keys. `en` is the reference; `locales.test.ts` checks the others against it.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

export const resources: Resource = {};

for (const [path, content] of Object.entries(files)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language, namespace] = match;
  resources[language] ??= {};
  resources[language][namespace] = content;
}

export const namespaces = Object.keys(resources.en ?? {});
