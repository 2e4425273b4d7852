import type { UserPackage } from '@rangkai/shared';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import type { PurchaseCancelled } from '../api/cancel-purchase';
import { CancelPurchaseForm } from './cancel-purchase-form';

export interface CancelPurchasePayload {
  /** The purchase to cancel (`cancellable`, and the viewer is the member who paid). */
  record: UserPackage;
}

const successText: Record<NonNullable<PurchaseCancelled['kit']> | 'none', string> = {
  none: 'packages:cancel.success',
  cancelled: 'packages:cancel.success_kit_cancelled',
  return_requested: 'packages:cancel.success_kit_return',
};

/** BUSINESS_RULES §13: cancel a package purchase within its cooling-off period (full screen on a phone). */
export const cancelPurchaseDialog: DialogView<CancelPurchasePayload> = ({ record }, close) => ({
  title: i18n.t('packages:cancel.title'),
  size: 'md',
  closeOnClickOutside: false,
  ...boldTitle,
  'data-testid': 'cancel-purchase-dialog',
  children: (
    <CancelPurchaseForm
      record={record}
      onKeep={close}
      onCancelled={(reply) => {
        close();
        showMessage({
          type: 'success',
          title: { key: 'packages:cancel.success_title' },
          text: {
            key: successText[reply.kit ?? 'none'],
            values: { refund: groupMoney(reply.refund), point3: groupMoney(reply.point3) },
          },
        });
      }}
    />
  ),
});
