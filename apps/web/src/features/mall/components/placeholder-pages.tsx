import { ComingSoonPage } from '@/components/coming-soon-page';

// The mall screens of spec §2; later issues replace each with the real page.
export function DashboardPage() {
  return <ComingSoonPage titleKey="common:pages.dashboard" />;
}

export function ProductDetailsPage() {
  return <ComingSoonPage titleKey="common:pages.product_details" />;
}

export function CartPage() {
  return <ComingSoonPage titleKey="common:pages.cart" />;
}

export function AddressPage() {
  return <ComingSoonPage titleKey="common:pages.address" />;
}

export function CreateAddressPage() {
  return <ComingSoonPage titleKey="common:pages.create_address" />;
}

export function AddAddressPage() {
  return <ComingSoonPage titleKey="common:pages.add_address" />;
}

export function CheckoutPage() {
  return <ComingSoonPage titleKey="common:pages.checkout" />;
}

export function VoucherListPage() {
  return <ComingSoonPage titleKey="common:pages.voucher_list" />;
}
