import type { ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A route whose page is code-split: the global loader shows while its chunk and the
 * translation namespaces it names (beyond `common` and `errors`) load, so it never shows raw keys.
 */
export function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly string[] = []) {
  return {
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { Component };
    },
  };
}
