import { type ReactNode, Suspense, useState } from 'react';
import { PageLoader } from './page-loader';

/**
 * Renders a lazy drawer or dialog that its screen controls (the header's search drawer) only
 * once it has been opened, so the first page load carries none of its code. Afterwards it stays
 * mounted, so it closes with its animation and opens again at once. (The dialogs that any screen
 * may open go through `@mantine/modals`: `lib/dialogs.ts`.)
 */
export function DeferredDialog({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={<PageLoader visible />}>{children}</Suspense>;
}
