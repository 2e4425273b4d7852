import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '@/lib/i18n';
import { closeWithdrawDialog, useOpenedWithdrawDialog, type WithdrawDialog } from '../stores';
import { BankDetailsPanel } from './bank-details-panel';
import { WithdrawPanel } from './withdraw-panel';

const titles: Record<WithdrawDialog, string> = {
  withdraw: 'withdraw.title',
  withdraw_details: 'details.title',
};

/** Spec §2 withdraw and withdraw-details dialogs, mounted once by the app shell. */
export function WithdrawDialogs() {
  const { t } = useTranslation('withdraw');
  const opened = useOpenedWithdrawDialog();
  const phone = useMediaQuery('(max-width: 36em)');

  return (
    <Modal
      opened={opened !== null}
      onClose={closeWithdrawDialog}
      title={opened ? t(titles[opened]) : undefined}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid={opened ? `${opened}-dialog` : undefined}
    >
      {opened === 'withdraw' && <WithdrawPanel onDone={closeWithdrawDialog} />}
      {opened === 'withdraw_details' && <BankDetailsPanel onDone={closeWithdrawDialog} />}
    </Modal>
  );
}
