import { lazy, Suspense, useState } from 'react';
import { useOpenedWalletDialog } from '../stores';

const WalletDialogs = lazy(() => import('./wallet-dialogs'));

/**
 * Mounted once by the app shell; the dialogs' code (forms, dropzone) loads the first time one of
 * them is opened.
 */
export function WalletDialogsHost() {
  const opened = useOpenedWalletDialog();
  const [wanted, setWanted] = useState(false);
  if (opened !== null && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <WalletDialogs />
    </Suspense>
  );
}
