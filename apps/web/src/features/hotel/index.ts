export { HotelBookingDetailPage } from './components/booking-detail-page';
export { HotelBookingsPage } from './components/bookings-page';
export { HotelCartPage } from './components/cart-page';
export { HotelDetailPage } from './components/detail-page';
export { HotelSearchPage } from './components/search-page';
