import { useSyncExternalStore } from 'react';

/** The wallet dialogs any screen may open (sidebar main functions, wallet card). */
export type WalletDialog = 'transfer' | 'change_wallet' | 'deposit';

let opened: WalletDialog | null = null;
const listeners = new Set<() => void>();

function set(next: WalletDialog | null) {
  opened = next;
  for (const listener of listeners) listener();
}

export const openTransfer = () => set('transfer');
export const openChangeWallet = () => set('change_wallet');
export const openDeposit = () => set('deposit');
export const closeWalletDialog = () => set(null);

export function useOpenedWalletDialog(): WalletDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => opened,
  );
}
