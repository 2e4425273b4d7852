import { lazy, Suspense, useState } from 'react';
import { useCurrentMessage, usePendingNotices } from '@/lib/messages';

const MessageDialog = lazy(() =>
  import('@/components/message-dialog').then((m) => ({ default: m.MessageDialog })),
);
const SuccessNotifications = lazy(() =>
  import('@/components/success-notifications').then((m) => ({
    default: m.SuccessNotifications,
  })),
);

/** Renders its lazy part once `needed` was true, and keeps it mounted from then on. */
function useWanted(needed: boolean) {
  const [wanted, setWanted] = useState(false);
  if (needed && !wanted) setWanted(true);
  return wanted;
}

/**
 * The messages of the shell: the dialog (Mantine `Modal`) whose code loads with the first error
 * or notice, and the success notifications (`@mantine/notifications`), whose code loads with the
 * first success. Once loaded each stays mounted, so it closes with its animation.
 */
export function DeferredMessageDialog() {
  const dialogWanted = useWanted(useCurrentMessage() !== undefined);
  const noticesWanted = useWanted(usePendingNotices().length > 0);
  return (
    <>
      {dialogWanted && (
        <Suspense fallback={null}>
          <MessageDialog />
        </Suspense>
      )}
      {noticesWanted && (
        <Suspense fallback={null}>
          <SuccessNotifications />
        </Suspense>
      )}
    </>
  );
}
