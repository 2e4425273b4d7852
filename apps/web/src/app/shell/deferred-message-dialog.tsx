import { lazy, Suspense, useState } from 'react';
import { useCurrentMessage } from '@/lib/messages';

const MessageDialog = lazy(() =>
  import('@/components/message-dialog').then((m) => ({ default: m.MessageDialog })),
);

/**
 * The message dialog of the shell, whose code (Mantine `Modal`) loads with the first message;
 * afterwards it stays mounted, so it closes with its animation.
 */
export function DeferredMessageDialog() {
  const message = useCurrentMessage();
  const [wanted, setWanted] = useState(false);
  if (message && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MessageDialog />
    </Suspense>
  );
}
