import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { loadNamespaces } from '@/lib/i18n';
import { useReportOpenDialog } from '@/lib/modal-store';
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
 * Renders a lazy dialog of the app shell only once it has been opened, so the first page load
 * carries none of its code or texts. Afterwards it stays mounted, so it closes with its
 * animation and opens again at once. While open it counts as an open dialog of the shell (the
 * announcements popup waits for it: one dialog at a time).
 */
export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  useReportOpenDialog(opened);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={<PageLoader visible />}>{children}</Suspense>;
}
