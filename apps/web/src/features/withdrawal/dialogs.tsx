import { DeferredDialog, lazyDialog } from '@/components/lazy-dialog';
import { useOpenedWithdrawDialog } from './stores';

const LazyWithdrawDialogs = lazyDialog(
  () => import('./components/withdraw-dialogs').then((m) => m.WithdrawDialogs),
  ['withdraw', 'member'],
);

/** The withdraw and withdraw-details dialogs: their code and texts load when one first opens. */
export function WithdrawDialogsHost() {
  return (
    <DeferredDialog opened={useOpenedWithdrawDialog() !== null}>
      <LazyWithdrawDialogs />
    </DeferredDialog>
  );
}
