import type { OrderStatus } from '@rangkai/shared';

/** How an order status looks (BUSINESS_RULES §12): badge colour and its `orders:status.*` key. */
export interface OrderStatusLook {
  color: string;
  labelKey: `status.${OrderStatus}`;
}

/** Every status has a look: a new status fails to compile until it is given one. */
export function orderStatusLook(status: OrderStatus): OrderStatusLook {
  switch (status) {
    case 'processing':
      return { color: 'yellow', labelKey: 'status.processing' };
    case 'delivery':
      return { color: 'blue', labelKey: 'status.delivery' };
    case 'ready_for_collection':
      return { color: 'violet', labelKey: 'status.ready_for_collection' };
    case 'completed':
      return { color: 'teal', labelKey: 'status.completed' };
    case 'cancelled':
      return { color: 'gray', labelKey: 'status.cancelled' };
    case 'return_requested':
      return { color: 'orange', labelKey: 'status.return_requested' };
    case 'returned':
      return { color: 'dark', labelKey: 'status.returned' };
  }
}
