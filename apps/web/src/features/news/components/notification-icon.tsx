import { ThemeIcon } from '@mantine/core';
import type { NotificationType } from '@rangkai/shared';
import {
  IconArrowsExchange,
  IconBed,
  IconCashBanknote,
  IconGift,
  IconHeadset,
  IconId,
  IconMessage,
  IconTruckDelivery,
  IconTruckReturn,
  IconWallet,
} from '@tabler/icons-react';

const looks: Record<NotificationType, { Icon: typeof IconGift; color: string }> = {
  transfer_received: { Icon: IconArrowsExchange, color: 'teal' },
  bonus_credited: { Icon: IconGift, color: 'grape' },
  bonus_clawed_back: { Icon: IconGift, color: 'red' },
  deposit_approved: { Icon: IconWallet, color: 'teal' },
  deposit_rejected: { Icon: IconWallet, color: 'red' },
  kyc_approved: { Icon: IconId, color: 'teal' },
  kyc_failed: { Icon: IconId, color: 'red' },
  withdrawal_approved: { Icon: IconCashBanknote, color: 'blue' },
  withdrawal_rejected: { Icon: IconCashBanknote, color: 'red' },
  withdrawal_paid: { Icon: IconCashBanknote, color: 'teal' },
  order_shipped: { Icon: IconTruckDelivery, color: 'orange' },
  order_returned: { Icon: IconTruckReturn, color: 'teal' },
  order_cancelled: { Icon: IconTruckReturn, color: 'red' },
  hotel_booking_confirmed: { Icon: IconBed, color: 'teal' },
  hotel_booking_canceled: { Icon: IconBed, color: 'red' },
  ticket_replied: { Icon: IconHeadset, color: 'blue' },
  message: { Icon: IconMessage, color: 'gray' },
};

/** The type's icon in its colour (red for a refusal). */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const { Icon, color } = looks[type];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size={36} style={{ flex: 'none' }}>
      <Icon size={20} />
    </ThemeIcon>
  );
}
