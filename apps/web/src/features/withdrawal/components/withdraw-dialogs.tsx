import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { BankDetailsPanel } from './bank-details-panel';
import { WithdrawPanel } from './withdraw-panel';

/** The withdraw dialogs any screen may open (sidebar withdraw and withdraw_details). */
export type WithdrawDialog = 'withdraw' | 'withdraw_details';

const titles: Record<WithdrawDialog, string> = {
  withdraw: 'withdraw:withdraw.title',
  withdraw_details: 'withdraw:details.title',
};

/**
 * Spec §2 withdraw and withdraw-details dialogs (full screen on a phone); `open` shows the
 * other one in its place (the withdraw dialog's "add your details").
 */
export function withdrawDialogView(
  open: (kind: WithdrawDialog) => void,
): DialogView<WithdrawDialog> {
  return (kind, close) => ({
    title: i18n.t(titles[kind]),
    ...boldTitle,
    'data-testid': `${kind}-dialog`,
    children:
      kind === 'withdraw' ? (
        <WithdrawPanel onDone={close} onOpenDetails={() => open('withdraw_details')} />
      ) : (
        <BankDetailsPanel onDone={close} />
      ),
  });
}
