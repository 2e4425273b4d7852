import type { ComponentType } from 'react';

/** A route whose page is code-split: the global loader shows while its chunk loads. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return { lazy: async () => ({ Component: await load() }) };
}
