import type { Order } from '@rangkai/shared';
import { boldTitle } from '@/lib/dialog-styles';
import type { DialogView } from '@/lib/dialogs';
import { i18n } from '@/lib/i18n';
import { showMessage } from '@/lib/messages';
import { groupMoney } from '@/lib/money';
import { CancelOrderForm } from './cancel-order-form';

export interface CancelOrderPayload {
  /** The order to cancel (`cancellable`: the member's own mall order within its period). */
  order: Order;
}

/** BUSINESS_RULES §13: cancel a mall order within its cooling-off period (full screen on a phone). */
export const cancelOrderDialog: DialogView<CancelOrderPayload> = ({ order }, close) => ({
  title: `${i18n.t('orders:cancel.title')} · ${order.ref_no}`,
  closeOnClickOutside: false,
  ...boldTitle,
  'data-testid': 'cancel-order-dialog',
  children: (
    <CancelOrderForm
      order={order}
      onKeep={close}
      onCancelled={(reply) => {
        close();
        const refunded = reply.order.status === 'cancelled';
        showMessage({
          type: 'success',
          title: { key: 'orders:cancel.success_title' },
          text: {
            key: refunded ? 'orders:cancel.success_refunded' : 'orders:cancel.success_return',
            values: {
              ref: order.ref_no,
              refund: groupMoney(reply.refund),
              total: groupMoney(order.total_amount),
            },
          },
        });
      }}
    />
  ),
});
