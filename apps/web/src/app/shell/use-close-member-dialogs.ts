import { useEffect } from 'react';
import { closeUpgradePackage } from '@/features/packages';
import { closeWalletDialog } from '@/features/wallet';
import { closeWithdrawDialog } from '@/features/withdrawal';

/**
 * The dialogs of a member's points (transfer, change wallet, deposit, withdraw, upgrade) close
 * when the session ends: what they show is the member's.
 */
export function useCloseMemberDialogs(signedIn: boolean) {
  useEffect(() => {
    if (signedIn) return;
    closeWalletDialog();
    closeWithdrawDialog();
    closeUpgradePackage();
  }, [signedIn]);
}
