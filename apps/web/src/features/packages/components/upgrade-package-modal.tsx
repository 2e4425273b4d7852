import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemberInfo } from '@/features/member';
import { useTranslation } from '@/lib/i18n';
import { upgradeModal } from '../stores';
import { UpgradePanel } from './upgrade-panel';

/** The upgrade-package dialog of the app shell (sidebar main function; full screen on a phone). */
export function UpgradePackageModal() {
  const { t } = useTranslation('packages');
  const opened = upgradeModal.useModal() !== null;
  const phone = useMediaQuery('(max-width: 36em)');
  const member = useMemberInfo().data;
  return (
    <Modal
      opened={opened && member !== undefined}
      onClose={upgradeModal.close}
      title={t('upgrade.title')}
      fullScreen={phone}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="upgrade-dialog"
    >
      {opened && member && <UpgradePanel member={member} onDone={upgradeModal.close} />}
    </Modal>
  );
}
