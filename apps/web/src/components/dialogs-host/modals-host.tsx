import { getDefaultZIndex } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ModalsProvider, useModals } from '@mantine/modals';
import { useEffect, useLayoutEffect, useState } from 'react';
import { connectHost, type DialogRequest, type DialogSettings } from '@/lib/dialogs';
import { PageLoader } from '../page-loader';

interface Pending {
  request: DialogRequest;
  /** Its settings once its code and texts are there. */
  settings?: DialogSettings;
}

/**
 * Shows the requested dialogs with `@mantine/modals`, one at a time: each as soon as its code is
 * there, on top of any open one; a waiting one (the announcements) only once no dialog is open
 * or on its way, so required dialogs come first.
 */
function Requests() {
  // Shown through the provider's own functions: `modals.open` is a window event that the
  // provider listens for only once its effects ran, and React and Preact run a parent's effects
  // after its children's. A dialog ready in the provider's first flush of effects (its code
  // already there) was opened before anyone listened and lost: the security-password prompt
  // never came, and the announcements took its place (seen on a loaded CI machine).
  const { modals: shown, openModal, updateModal } = useModals();
  const [pending, setPending] = useState<Pending[]>([]);

  useLayoutEffect(() => {
    const request = (next: DialogRequest) => {
      setPending((list) => [...list.filter((p) => p.request.id !== next.id), { request: next }]);
      next.settings.then(
        (settings) =>
          setPending((list) => list.map((p) => (p.request === next ? { ...p, settings } : p))),
        () => setPending((list) => list.filter((p) => p.request !== next)),
      );
    };
    const cancel = (id: string) => setPending((list) => list.filter((p) => p.request.id !== id));
    for (const early of connectHost({ request, cancel })) request(early);
    return () => {
      connectHost(undefined);
    };
  }, []);

  useEffect(() => {
    const show = ({ request, settings }: Pending) => {
      const props = { modalId: request.id, ...settings };
      if (shown.some((modal) => modal.id === request.id)) updateModal(props);
      else openModal(props);
    };
    const done: Pending[] = [];
    let busy = shown.length > 0 || pending.some((p) => !p.request.wait && !p.settings);
    for (const p of pending) {
      if (p.settings && !p.request.wait) {
        show(p);
        done.push(p);
        busy = true;
      }
    }
    for (const p of pending) {
      if (p.settings && p.request.wait && !busy) {
        show(p);
        done.push(p);
        busy = true;
      }
    }
    if (done.length > 0) setPending((list) => list.filter((p) => !done.includes(p)));
  }, [pending, shown, openModal, updateModal]);

  const loading = pending.some((p) => !p.request.wait && !p.settings);
  return <PageLoader visible={loading} />;
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
