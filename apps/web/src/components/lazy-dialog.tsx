import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { PageLoader } from './page-loader';

/** A dialog component whose code and translation namespaces load on its first render. */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly string[],
) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { default: Component };
  });
}

/**
 * Renders a lazy dialog that its screen controls (a drawer, a dialog of one page) only once it
 * has been opened, so the first page load carries none of its code or texts. Afterwards it stays
 * mounted, so it closes with its animation and opens again at once. (The shell's dialogs that
 * any screen may open go through `@mantine/modals`: `lib/dialogs.ts`.)
 */
export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={<PageLoader visible />}>{children}</Suspense>;
}
