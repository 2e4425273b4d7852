import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useMemberInfo } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { closeWalletDialog, useOpenedWalletDialog, type WalletDialog } from '../stores';
import { ChangeWalletForm } from './change-wallet-form';
import { DepositPanel } from './deposit-panel';
import { TransferForm } from './transfer-form';

const titles: Record<WalletDialog, string> = {
  transfer: 'transfer.title',
  change_wallet: 'change_wallet.title',
  deposit: 'deposit.title',
};

/** The deposit, transfer and change-wallet dialogs (spec §2), mounted once by the app shell. */
export default function WalletDialogs() {
  const { t } = useTranslation('wallet');
  const opened = useOpenedWalletDialog();
  const phone = useMediaQuery('(max-width: 36em)');
  const member = useMemberInfo().data;

  let content: ReactNode = null;
  if (member && opened === 'transfer') {
    content = <TransferForm member={member} onDone={closeWalletDialog} />;
  } else if (member && opened === 'change_wallet') {
    content = <ChangeWalletForm member={member} onDone={closeWalletDialog} />;
  } else if (opened === 'deposit') {
    content = <DepositPanel onDone={closeWalletDialog} />;
  }

  return (
    <Modal
      opened={opened !== null && content !== null}
      onClose={closeWalletDialog}
      title={opened ? t(titles[opened]) : undefined}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid={opened ? `${opened}-dialog` : undefined}
    >
      {content}
    </Modal>
  );
}
