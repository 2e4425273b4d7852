import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { earlyRequestsWait, setMountHost } from '@/lib/dialogs';
import { PageLoader } from '../page-loader';

const ModalsHost = lazy(() => import('./modals-host'));

/**
 * Mounted once by the app shell: the `ModalsProvider` that shows the shell's dialogs, mounted
 * (its code loaded) when the first dialog is asked for, so the first page load carries none of it.
 */
export function DialogsHost() {
  const [wanted, setWanted] = useState(false);
  useLayoutEffect(() => {
    setMountHost(() => setWanted(true));
    return () => setMountHost(undefined);
  }, []);
  if (!wanted) return null;
  // The spinner while a dialog's code loads; none for one that waits (the announcements).
  return (
    <Suspense fallback={earlyRequestsWait() ? null : <PageLoader visible />}>
      <ModalsHost />
    </Suspense>
  );
}
