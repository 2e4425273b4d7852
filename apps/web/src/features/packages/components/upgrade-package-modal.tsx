import { useMemberInfo } from '@/features/member';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { UpgradePanel } from './upgrade-panel';

function UpgradeContent({ close }: { close: () => void }) {
  const member = useMemberInfo().data;
  return member ? <UpgradePanel member={member} onDone={close} /> : null;
}

/** The upgrade-package dialog of the app shell (sidebar main function; full screen on a phone). */
export const upgradePackageDialog: DialogView<void> = (_, close) => ({
  title: i18n.t('packages:upgrade.title'),
  ...boldTitle,
  'data-testid': 'upgrade-dialog',
  children: <UpgradeContent close={close} />,
});
