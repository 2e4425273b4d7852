import { getDefaultZIndex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider, useModals } from '@mantine/modals';
import { useEffect, useLayoutEffect, useState } from 'react';
import { connectHost, type DialogRequest } from '@/lib/dialogs';
import { PageLoader } from '../page-loader';
import { DialogQueue } from './dialog-queue';

/**
 * Shows the requested dialogs with `@mantine/modals`, one at a time, in the order `DialogQueue`
 * decides: each required one as soon as its code is there, on top of any open one; a waiting
 * one (the announcements) once no dialog is open or on its way.
 */
function Requests() {
  // Shown through the provider's own functions: `modals.open` is a window event that the
  // provider listens for only once its effects ran, and React and Preact run a parent's effects
  // after its children's. A dialog ready in the provider's first flush of effects (its code
  // already there) was opened before anyone listened and lost: the security-password prompt
  // never came, and the announcements took its place (seen on a loaded CI machine).
  const { openModal, updateModal } = useModals();
  const [queue] = useState(() => new DialogQueue());
  // A new value re-renders the host: the queue changed, something may be shown now.
  const [version, setVersion] = useState(0);

  useLayoutEffect(() => {
    const changed = () => setVersion((v) => v + 1);
    const request = (next: DialogRequest) => {
      queue.request(next);
      next.settings
        .then(
          (settings) => queue.ready(next, settings),
          () => queue.failed(next),
        )
        .finally(changed);
      changed();
    };
    const cancel = (id: string) => {
      queue.cancel(id);
      changed();
    };
    for (const early of connectHost({ request, cancel })) request(early);
    return () => {
      connectHost(undefined);
    };
  }, [queue]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what says the queue changed.
  useEffect(() => {
    for (const { id, settings, open } of queue.take()) {
      const props = {
        modalId: id,
        ...settings,
        // However it closes (its button, `close()`, all at once): the queue knows at once.
        onClose: () => {
          queue.closed(id);
          settings.onClose?.();
          setVersion((v) => v + 1);
        },
      };
      if (open) updateModal(props);
      else openModal(props);
    }
  }, [version, queue, openModal, updateModal]);

  return <PageLoader visible={queue.loading} />;
}

/** The shell's `ModalsProvider`, loaded with the first dialog (see `./index.tsx`). */
export default function ModalsHost() {
  // Full screen on a phone unless a dialog says otherwise.
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  return (
    <ModalsProvider
      modalProps={{ centered: true, fullScreen: phone, zIndex: getDefaultZIndex('modal') }}
    >
      <Requests />
    </ModalsProvider>
  );
}
