import { defineDialog } from '@/lib/dialogs';
import type { CancelOrderPayload } from './components/cancel-order-modal';

const cancelOrderDialog = defineDialog<CancelOrderPayload>({
  id: 'cancel-mall-order',
  load: () => import('./components/cancel-order-modal').then((m) => m.cancelOrderDialog),
  namespaces: ['orders', 'errors'],
});

/** Cancel a mall order within its cooling-off period (BUSINESS_RULES §13). */
export const openCancelOrder = (payload: CancelOrderPayload) => cancelOrderDialog.open(payload);
