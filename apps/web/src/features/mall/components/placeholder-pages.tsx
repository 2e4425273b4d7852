import { comingSoonPage } from '@/components/coming-soon-page';

// The mall screens of spec §2; later issues replace each with the real page.
export const DashboardPage = comingSoonPage('common:pages.dashboard');
export const ProductDetailsPage = comingSoonPage('common:pages.product_details');
export const CartPage = comingSoonPage('common:pages.cart');
export const AddressPage = comingSoonPage('common:pages.address');
export const CreateAddressPage = comingSoonPage('common:pages.create_address');
export const AddAddressPage = comingSoonPage('common:pages.add_address');
export const CheckoutPage = comingSoonPage('common:pages.checkout');
export const OrderHistoryPage = comingSoonPage('common:pages.order_history');
export const OrderDetailsPage = comingSoonPage('common:pages.order_details');
export const TrackingPage = comingSoonPage('common:pages.tracking');
export const VoucherListPage = comingSoonPage('common:pages.voucher_list');
