import { useMemberInfo } from '@/features/member';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { ChangeWalletForm } from './change-wallet-form';
import { DepositPanel } from './deposit-panel';
import { TransferForm } from './transfer-form';

/** The wallet dialogs any screen may open (sidebar main functions, wallet card). */
export type WalletDialog = 'transfer' | 'change_wallet' | 'deposit';

const titles: Record<WalletDialog, string> = {
  transfer: 'wallet:transfer.title',
  change_wallet: 'wallet:change_wallet.title',
  deposit: 'wallet:deposit.title',
};

function WalletDialogContent({ kind, close }: { kind: WalletDialog; close: () => void }) {
  const member = useMemberInfo().data;
  if (kind === 'deposit') return <DepositPanel onDone={close} />;
  if (!member) return null;
  if (kind === 'transfer') return <TransferForm member={member} onDone={close} />;
  return <ChangeWalletForm member={member} onDone={close} />;
}

/** The deposit, transfer and change-wallet dialogs (spec §2; full screen on a phone). */
export const walletDialog: DialogView<WalletDialog> = (kind, close) => ({
  title: i18n.t(titles[kind]),
  ...boldTitle,
  'data-testid': `${kind}-dialog`,
  children: <WalletDialogContent key={kind} kind={kind} close={close} />,
});
