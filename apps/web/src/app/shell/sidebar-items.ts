import {
  IconArrowBigUpLines,
  IconArrowsExchange,
  IconBed,
  IconBuildingBank,
  IconCashBanknote,
  IconGift,
  IconHeadset,
  IconHierarchy3,
  IconId,
  IconNews,
  IconPackage,
  IconReceipt,
  IconShieldLock,
  IconShoppingBag,
  IconUserEdit,
  IconUserPlus,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { openUpgradePackage } from '@/features/packages';
import { openEditProfile } from '@/features/profile';
import { openSecurityCenter } from '@/features/security';
import { openContactUs } from '@/features/tickets';
import { openChangeWallet, openTransfer } from '@/features/wallet';
import { openWithdraw, openWithdrawDetails } from '@/features/withdrawal';

export type SidebarIcon = typeof IconWallet;

/** An entry either links to a route or opens a dialog (not built yet → "coming soon"). */
export interface SidebarItem {
  key: string;
  icon: SidebarIcon;
  to?: string;
  open?: () => void;
}

/** Spec §2 main functions: each opens a dialog. */
export const mainFunctions: SidebarItem[] = [
  { key: 'transfer', icon: IconArrowsExchange, open: openTransfer },
  { key: 'change_wallet', icon: IconWallet, open: openChangeWallet },
  { key: 'upgrade_package', icon: IconArrowBigUpLines, open: openUpgradePackage },
  { key: 'withdraw', icon: IconCashBanknote, open: openWithdraw },
];

/** Spec §2 general list, in order; KYC is rendered apart (it carries a status badge). */
export const generalItems: SidebarItem[] = [
  { key: 'edit_profile', icon: IconUserEdit, open: openEditProfile },
  { key: 'new_member_register', icon: IconUserPlus, to: '/web/ib_tree' },
  { key: 'member_tree', icon: IconHierarchy3, to: '/web/ib_tree' },
  { key: 'wallet_record', icon: IconReceipt, to: '/web/record/walletRecord' },
  { key: 'bonus_record', icon: IconGift, to: '/web/bonus/bonusRecord' },
  { key: 'package_record', icon: IconPackage, to: '/web/record/allRecord?type=upgrade' },
  { key: 'downline_record', icon: IconUsers, to: '/web/record/downlineRecord' },
  { key: 'order_history', icon: IconShoppingBag, to: '/web/product/orderHistory' },
  { key: 'hotel', icon: IconBed, to: '/web/hotel' },
  { key: 'withdraw_details', icon: IconBuildingBank, open: openWithdrawDetails },
  { key: 'security_center', icon: IconShieldLock, open: () => openSecurityCenter() },
  { key: 'announcement', icon: IconNews, to: '/web/general/newsList' },
  { key: 'contact_us', icon: IconHeadset, open: openContactUs },
];

export const kycIcon = IconId;
