import { Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ErrorState, LoadingState } from '@/components/admin/data-state';
import { ReceiptButton } from '@/components/receipt-button';
import { useTranslation } from '@/lib/i18n';
import { fetchAdminOrderReceipt } from '../api/order-receipt';
import { useOrder } from '../api/orders';
import type { OrderAction } from '../lib/order-actions';
import { OrderActionModal } from './order-action-modal';
import { OrderStatusBadge } from './order-badges';
import { OrderDetail } from './order-detail';
import classes from './order-drawer.module.css';

/** One order beside the list (the whole screen on a phone); `orderId` null closes it. */
export function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation('adminOrders');
  const phone = useMediaQuery('(max-width: 36em)');
  // The last order shown stays while the drawer slides out.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const order = useOrder(shownId);
  // The confirmation dialog lives here: while it is open, Escape closes it and not the drawer
  // (Mantine listens for Escape on the window, for every open modal and drawer).
  const [action, setAction] = useState<OrderAction | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openAction = (next: OrderAction) => {
    setAction(next);
    setDialogOpen(true);
  };

  let body = <LoadingState />;
  if (order.isError) body = <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  else if (order.data) {
    const shown = order.data;
    body = (
      <Stack gap="sm">
        <ReceiptButton
          load={() => fetchAdminOrderReceipt(shown.id)}
          fileName={`receipt-${shown.ref_no}.pdf`}
          testId="admin-order-receipt"
        />
        <OrderDetail order={shown} onAction={openAction} />
      </Stack>
    );
  }

  return (
    <Drawer
      opened={orderId !== null}
      onClose={onClose}
      closeOnEscape={!dialogOpen}
      position="right"
      size={phone ? '100%' : 'lg'}
      // No Mantine transition (the theme's default, app/theme.ts): it slides in with a CSS
      // animation instead (order-drawer.module.css).
      classNames={{ content: classes.content }}
      title={
        order.data ? (
          <Group gap="xs">
            <Text fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
              {order.data.ref_no}
            </Text>
            <OrderStatusBadge status={order.data.status} />
          </Group>
        ) : (
          <Text fw={700}>{t('order.title')}</Text>
        )
      }
      closeButtonProps={{ 'aria-label': t('order.close') }}
      data-testid="admin-order-drawer"
    >
      {body}
      {order.data && (
        <OrderActionModal
          order={order.data}
          action={action}
          opened={dialogOpen}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </Drawer>
  );
}
